import { fileURLToPath } from 'node:url';
import type { Node } from 'constructs';
import type { RuntimeConfig } from '@plume/shared';

/** The monorepo root: handler entries, the lock file and the built site are found from here. */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** The bus has a fixed name so stacks can build its ARN instead of importing it (no cross-stack cycle). */
export const eventBusName = 'plume';

export type IdentityProviderName = RuntimeConfig['cognito']['identityProviders'][number];

/**
 * Federated sign-in, switched on per provider by giving its public client id in context. Secrets never go through
 * context: they are read at deploy time from the Secrets Manager secret `plume/identity-providers`.
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

export interface PlumeConfig {
  env: { account: string | undefined; region: string };
  /** Built frontend to publish; synth warns and skips the site when it is missing. */
  siteDirectory: string;
  federation: FederationConfig | undefined;
  alarmEmail: string | undefined;
  stripe: RuntimeConfig['stripe'];
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
  return {
    env: { account: text('account') ?? process.env.CDK_DEFAULT_ACCOUNT, region: text('region') ?? 'eu-west-3' },
    siteDirectory: text('siteDirectory') ?? `${repoRoot}frontend/dist`,
    federation: readFederation(text),
    alarmEmail: text('alarmEmail'),
    stripe: { mode: stripeMode, publishableKey: text('stripePublishableKey') },
  };
}

function readFederation(text: (key: string) => string | undefined): FederationConfig | undefined {
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
    siteUrl: required('siteUrl'),
    domainPrefix: text('authDomainPrefix'),
  };
}
