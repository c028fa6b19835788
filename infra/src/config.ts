import { fileURLToPath } from 'node:url';
import type { IConstruct, Node } from 'constructs';
import type { RuntimeConfig } from '@plume/shared';

/** The monorepo root: handler entries, the lock file and the built site are found from here. */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/**
 * `-c stage=dev|prod` (default dev). Every fixed name of a deployment starts with `plume-<stage>` (stacks, functions,
 * bus, rules, queues, timer group, alarm topic, dashboard, buckets, web ACLs) and its secrets with `plume/<stage>/`,
 * so a dev and a prod deployment fit one account and region.
 */
export const stages = ['dev', 'prod'] as const;
export type Stage = (typeof stages)[number];

/** The stage of the app `scope` belongs to, from context (read anywhere in the tree, so names need no prop threading). */
export function stageOf(scope: { node: Pick<Node, 'tryGetContext'> }): Stage {
  const value: unknown = scope.node.tryGetContext('stage') ?? 'dev';
  if (!(stages as readonly unknown[]).includes(value)) throw new Error(`context stage must be ${stages.join(' or ')}, got ${String(value)}`);
  return value as Stage;
}

/** `plume-<stage>`: the start of every fixed name of this deployment. */
export const namePrefix = (scope: IConstruct) => `plume-${stageOf(scope)}`;

/** The bus has a fixed name so stacks can build its ARN instead of importing it (no cross-stack cycle). */
export const eventBusName = (scope: IConstruct) => namePrefix(scope);

/** A Secrets Manager secret of this stage, made by the operators (docs/deploy.md): `plume/<stage>/<name>`. */
export const secretName = (scope: IConstruct, name: string) => `plume/${stageOf(scope)}/${name}`;

export type IdentityProviderName = RuntimeConfig['cognito']['identityProviders'][number];

/**
 * Federated sign-in, switched on per provider by giving its public client id in context. Secrets never go through
 * context: they are read at deploy time from the Secrets Manager secret `plume/<stage>/identity-providers` (JSON keys
 * googleClientSecret, facebookAppSecret, applePrivateKey).
 */
export interface FederationConfig {
  google?: { clientId: string };
  facebook?: { clientId: string };
  apple?: { clientId: string; teamId: string; keyId: string };
  /** Where the hosted UI sends users back (the site's origin); required once a provider is configured. */
  siteUrl: string;
  /** Globally unique prefix of the Cognito hosted UI domain. */
  domainPrefix: string | undefined;
}

/** What the handlers are told beyond their AWS resources. */
export interface HandlerSettings {
  /**
   * The Secrets Manager secret (JSON keys secretKey and webhookSecret) the Stripe handlers
   * read at run time, by its name: a new value is in use within 5 minutes, without a deploy.
   */
  stripeSecret: { name: string };
  /** The site's public origin (APP_URL, where Stripe Checkout returns); undefined when synthesizing without it. */
  siteUrl: string | undefined;
  /** A public demo: visitors share demo accounts, so handlers refuse identity changes. */
  demoMode: boolean;
  /** Polly's French neural voice for dictations; part of every clip's key, so changing it renders clips anew. */
  pollyVoiceId: PollyVoice;
}

export interface AuthSettings {
  /** A verified SES identity (`sesFromAddress`): Cognito sends its French e-mails through SES from it. */
  sesFromAddress: string | undefined;
  /** Cognito threat protection, enforced (Plus feature plan, billed per active user): `threatProtection`, on for prod. */
  threatProtection: boolean;
}

/**
 * The site at a domain of its own: `siteCertificateArn` is an ACM certificate **in us-east-1** (CloudFront's region
 * for certificates) covering `siteUrl`'s host, which becomes the distribution's alternate domain name.
 */
export interface CustomDomain {
  domainName: string;
  certificateArn: string;
}

export const pollyVoices = ['Lea', 'Remi'] as const;

/**
 * The speech bucket's name, fixed per account and region, so each stack that needs it (data creates it, the handler
 * functions are granted it, the web stack serves it) computes it from its own account and region instead of importing
 * it: a cross-stack reference inside a wildcard resource (`<bucket arn>/speech/*`) would give cdk-nag a finding name
 * that is only known once CloudFormation exports are resolved, which cannot be acknowledged where the grant is made.
 */
export function speechBucketName(stack: IConstruct & { account: string; region: string }): string {
  return `${namePrefix(stack)}-speech-${stack.account}-${stack.region}`;
}
export type PollyVoice = (typeof pollyVoices)[number];

export interface PlumeConfig {
  stage: Stage;
  env: { account: string | undefined; region: string };
  /** Cognito: e-mails through SES from this verified address (`sesFromAddress`), else Cognito's own sender. */
  auth: AuthSettings;
  /**
   * Whether the stack sets the account's API Gateway CloudWatch role (`apiGatewayAccountRole`, default true): WebSocket
   * stages log through it. One setting per account and region: false when another app already sets it.
   */
  manageApiGatewayAccountRole: boolean;
  /** Built frontend to publish; synth warns and skips the site when it is missing. */
  siteDirectory: string;
  /** The site's own domain (`siteUrl`'s host), when an ACM certificate for it is given; else CloudFront's address. */
  customDomain: CustomDomain | undefined;
  federation: FederationConfig | undefined;
  /** Required on prod: alarms nobody receives are no alarms. */
  alarmEmail: string | undefined;
  stripe: RuntimeConfig['stripe'];
  handlers: HandlerSettings;
}

/**
 * Everything deployment-specific comes from CDK context (`-c key=value` or cdk.json), with defaults that let
 * `cdk synth` run offline with no AWS credentials.
 */
export function readConfig(node: Node): PlumeConfig {
  const text = (key: string): string | undefined => {
    const value: unknown = node.tryGetContext(key);
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  };
  const stripeMode = text('stripeMode') ?? 'test';
  if (stripeMode !== 'test' && stripeMode !== 'live') throw new Error(`context stripeMode must be test or live, got ${stripeMode}`);
  const siteUrl = readSiteUrl(text('siteUrl'));
  const stage = stageOf({ node });
  const alarmEmail = text('alarmEmail');
  if (stage === 'prod' && !alarmEmail) throw new Error('context alarmEmail is required when stage is prod');
  return {
    stage,
    auth: {
      sesFromAddress: text('sesFromAddress'),
      threatProtection: readFlag('threatProtection', node.tryGetContext('threatProtection'), stage === 'prod'),
    },
    manageApiGatewayAccountRole: readFlag('apiGatewayAccountRole', node.tryGetContext('apiGatewayAccountRole'), true),
    env: { account: text('account') ?? process.env.CDK_DEFAULT_ACCOUNT, region: text('region') ?? 'eu-west-3' },
    siteDirectory: text('siteDirectory') ?? `${repoRoot}frontend/dist`,
    customDomain: readCustomDomain(siteUrl, text('siteCertificateArn')),
    federation: readFederation(text, siteUrl),
    alarmEmail,
    stripe: { mode: stripeMode, publishableKey: text('stripePublishableKey') },
    handlers: {
      stripeSecret: { name: text('stripeSecretName') ?? `plume/${stage}/stripe` },
      siteUrl,
      demoMode: readDemoMode(node.tryGetContext('demoMode')),
      pollyVoiceId: readPollyVoice(text('pollyVoiceId')),
    },
  };
}

/** An https origin without a trailing slash, so `${siteUrl}/path` is always well formed. */
function readSiteUrl(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const url = URL.parse(value);
  if (url?.protocol !== 'https:') throw new Error(`context siteUrl must be an https URL, got ${value}`);
  return value.replace(/\/+$/, '');
}

function readCustomDomain(siteUrl: string | undefined, certificateArn: string | undefined): CustomDomain | undefined {
  if (certificateArn === undefined) return undefined;
  if (!/^arn:aws:acm:us-east-1:\d{12}:certificate\/[\w-]+$/.test(certificateArn)) {
    throw new Error(`context siteCertificateArn must be an ACM certificate ARN in us-east-1 (CloudFront reads certificates there only), got ${certificateArn}`);
  }
  if (siteUrl === undefined) throw new Error('context siteCertificateArn needs siteUrl: the certificate is for its host');
  const { hostname, pathname } = new URL(siteUrl);
  if (pathname !== '/') throw new Error(`context siteUrl must be an origin (no path) to be the site's domain, got ${siteUrl}`);
  return { domainName: hostname, certificateArn };
}

function readPollyVoice(value: string | undefined): PollyVoice {
  if (value === undefined) return 'Lea';
  if (!(pollyVoices as readonly string[]).includes(value)) throw new Error(`context pollyVoiceId must be ${pollyVoices.join(' or ')}, got ${value}`);
  return value as PollyVoice;
}

/** `-c demoMode=true` gives a string, cdk.json may give a boolean. */
function readDemoMode(value: unknown): boolean {
  return readFlag('demoMode', value, false);
}

function readFlag(key: string, value: unknown, byDefault: boolean): boolean {
  if (value === undefined) return byDefault;
  if (value === false || value === 'false') return false;
  if (value === true || value === 'true') return true;
  throw new Error(`context ${key} must be true or false, got ${String(value)}`);
}

function readFederation(text: (key: string) => string | undefined, siteUrl: string | undefined): FederationConfig | undefined {
  const googleClientId = text('googleClientId');
  const facebookClientId = text('facebookClientId');
  const appleClientId = text('appleClientId');
  if (!googleClientId && !facebookClientId && !appleClientId) return undefined;
  const required = (key: string) => {
    const value = text(key);
    if (!value) throw new Error(`context ${key} is required when a federated identity provider is configured`);
    return value;
  };
  return {
    ...(googleClientId ? { google: { clientId: googleClientId } } : {}),
    ...(facebookClientId ? { facebook: { clientId: facebookClientId } } : {}),
    ...(appleClientId ? { apple: { clientId: appleClientId, teamId: required('appleTeamId'), keyId: required('appleKeyId') } } : {}),
    siteUrl: siteUrl ?? required('siteUrl'),
    domainPrefix: text('authDomainPrefix'),
  };
}
