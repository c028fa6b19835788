import { Aws, RemovalPolicy, SecretValue, Stack, Validations, type CfnResource, type StackProps } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import * as iam from 'aws-cdk-lib/aws-iam';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import { cognitoTriggers, type Group } from '@plume/lambdas/routes';
import { passwordPolicy } from '@plume/shared/password-policy';
import { LOGIN_PATH } from '@plume/shared/route-access';
import { namePrefix, secretName, type AuthSettings, type FederationConfig, type IdentityProviderName } from '../config.ts';
import { handlerFunction, handlerRole } from '../handler-functions.ts';
import { acknowledgeWildcardPermissions } from '../nag.ts';
import { SIGN_IN_REQUESTS_PER_IP, webAcl } from '../waf.ts';

/** Keyed by the route table's `Group` type, so adding a group there fails the type check until it exists here. */
const groupDescriptions: Record<Group, string> = {
  admin: 'Edits content, settings and system configuration',
  finance: 'Reviews and approves payouts',
  examinator: 'Creates proctored exams and reads their attempts and rule violations (admins hold these rights too)',
};

/**
 * Cognito's e-mails, in French (the product's language). `{####}` is the code, `{username}` the invitee's username;
 * Cognito requires both placeholders where it uses them.
 */
export const frenchEmails = {
  verification: {
    emailSubject: 'Plume : votre code de vérification',
    emailBody: 'Bonjour,\n\nVotre code de vérification Plume est {####}.\nIl est valable 24 heures. Si vous n’avez pas demandé ce code, ignorez ce message.\n\nL’équipe Plume',
    smsMessage: 'Plume : votre code de vérification est {####}',
  },
  invitation: {
    emailSubject: 'Plume : votre compte vous attend',
    emailBody: 'Bonjour,\n\nUn compte Plume a été créé pour vous. Identifiant : {username}\nMot de passe provisoire : {####}\nVous choisirez votre mot de passe à la première connexion.\n\nL’équipe Plume',
    smsMessage: 'Plume : identifiant {username}, mot de passe provisoire {####}',
  },
} as const;

export interface AuthStackProps extends StackProps {
  federation: FederationConfig | undefined;
  /** SES sender and threat protection (`sesFromAddress`, `threatProtection` in context). */
  settings?: AuthSettings;
}

export class AuthStack extends Stack {
  readonly userPool: cognito.UserPool;
  readonly userPoolClient: cognito.UserPoolClient;
  /** The `iss` claim of the pool's tokens, which API Gateway and the WebSocket authorizer verify. */
  readonly issuer: string;
  readonly identityProviders: IdentityProviderName[];
  /** The hosted UI domain (no scheme), present only when federated sign-in is configured. */
  readonly oauthDomain: string | undefined;
  /** The functions of the route table's `cognitoTriggers`, by handler id. */
  readonly triggers: ReadonlyMap<string, NodejsFunction>;

  constructor(scope: Construct, id: string, props: AuthStackProps) {
    super(scope, id, props);
    const settings = props.settings ?? { sesFromAddress: undefined, threatProtection: false };
    this.userPool = new cognito.UserPool(this, 'Users', {
      // E-mail or phone number as the username. Cognito cannot change this on an existing pool: CloudFormation
      // replaces the pool (users stay in the retained old one), so decide before the first production deploy.
      signInAliases: { email: true, phone: true },
      // Choice-based sign-in (USER_AUTH): a password, or a one-time code sent by SMS to the verified phone number,
      // as the frontend asks with `preferredChallenge: 'SMS_OTP'`. Needs the Essentials plan, set below.
      signInPolicy: { allowedFirstAuthFactors: { password: true, smsOtp: true } },
      selfSignUpEnabled: true,
      autoVerify: { email: true },
      // French e-mails and SMS; through SES when a verified sender is given (docs/deploy.md, « E-mail »). Cognito's
      // own sender allows a few e-mails a day only: enough for a trial, not for sign-ups and password resets.
      userVerification: { ...frenchEmails.verification, emailStyle: cognito.VerificationEmailStyle.CODE },
      userInvitation: frenchEmails.invitation,
      ...(settings.sesFromAddress
        ? { email: cognito.UserPoolEmail.withSES({ fromEmail: settings.sesFromAddress, fromName: 'Plume', sesRegion: this.region }) }
        : {}),
      standardAttributes: { email: { required: true, mutable: true }, phoneNumber: { required: false, mutable: true } },
      // The one policy, which the local Cognito and the sign-up form check too.
      passwordPolicy,
      accountRecovery: cognito.AccountRecovery.EMAIL_ONLY,
      mfa: cognito.Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      // Threat protection (compromised credentials, risk-based blocking) needs the Plus plan, billed per active user:
      // enforced on prod by default (`threatProtection`), off elsewhere.
      ...(settings.threatProtection
        ? { featurePlan: cognito.FeaturePlan.PLUS, standardThreatProtectionMode: cognito.StandardThreatProtectionMode.FULL_FUNCTION }
        : { featurePlan: cognito.FeaturePlan.ESSENTIALS }),
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.userPool).acknowledge(
      {
        id: 'AwsSolutions-COG2',
        reason: 'MFA is offered (TOTP) but not required pool-wide: learners include families and children on shared devices. Staff groups are granted only to users who sign in with TOTP, by the pre-token-generation trigger (docs/deploy.md, « Staff and MFA »).',
      },
    );
    this.triggers = new Map([
      [
        cognitoTriggers.preTokenGeneration,
        this.cognitoTrigger(cognitoTriggers.preTokenGeneration, 'RequireStaffMfaReadsMfaSettings', ['AdminGetUser'], cognito.UserPoolOperation.PRE_TOKEN_GENERATION_CONFIG, cognito.LambdaVersion.V2_0),
      ],
      [
        cognitoTriggers.preSignUp,
        this.cognitoTrigger(cognitoTriggers.preSignUp, 'OneAccountPerEmailLinksIdentities', ['ListUsers', 'AdminListGroupsForUser', 'AdminLinkProviderForUser'], cognito.UserPoolOperation.PRE_SIGN_UP),
      ],
    ]);
    if (!settings.threatProtection) {
      Validations.of(this.userPool).acknowledge({
        id: 'AwsSolutions-COG8',
        reason: 'Threat protection (Plus plan, billed per active user) is off outside prod unless -c threatProtection=true; prod enforces it.',
      });
    }
    // A regional web ACL on the pool: a per-IP rate on sign-in, sign-up and code requests (SMS pumping included).
    const acl = webAcl(this, 'UserPoolAcl', { scope: 'REGIONAL', name: `${namePrefix(this)}-user-pool`, requestsPerIp: SIGN_IN_REQUESTS_PER_IP, managedRules: false });
    new wafv2.CfnWebACLAssociation(this, 'UserPoolAclAssociation', { resourceArn: this.userPool.userPoolArn, webAclArn: acl.attrArn });
    // Created by aws-cdk-lib because phone numbers sign in; Cognito assumes it (with the external id its trust policy
    // requires) to send the SMS codes.
    const smsRole = this.userPool.node.findChild('smsRole').node.defaultChild as CfnResource;
    acknowledgeWildcardPermissions(
      smsRole,
      'Cognito sends SMS codes with sns:Publish straight to a phone number, which is not an IAM resource, so the grant cannot be narrowed below "*". Only cognito-idp may assume the role, and only with this pool\'s external id.',
    );
    for (const [groupName, description] of Object.entries(groupDescriptions)) {
      this.userPool.addGroup(`Group-${groupName}`, { groupName, description });
    }

    const providers = props.federation ? this.addIdentityProviders(props.federation) : [];
    this.identityProviders = providers.map(({ name }) => name);
    this.userPoolClient = this.userPool.addClient('WebClient', {
      // SRP for passwords (the frontend asks USER_SRP_AUTH on AWS; USER_PASSWORD_AUTH only against the local emulator,
      // which has no SRP, and whose own client allows it: never on AWS, where the password would travel to Cognito);
      // USER_AUTH for passwordless SMS sign-in (InitiateAuth USER_AUTH, then RespondToAuthChallenge SMS_OTP).
      authFlows: { userPassword: false, userSrp: true, user: true },
      generateSecret: false,
      preventUserExistenceErrors: true,
      supportedIdentityProviders: [
        cognito.UserPoolClientIdentityProvider.COGNITO,
        ...providers.map(({ provider }) => cognito.UserPoolClientIdentityProvider.custom(provider.providerName)),
      ],
      ...(props.federation
        ? {
            oAuth: {
              flows: { authorizationCodeGrant: true },
              scopes: [cognito.OAuthScope.OPENID, cognito.OAuthScope.EMAIL, cognito.OAuthScope.PROFILE],
              // The login page (frontend/src/lib/amplify.ts): it sends the person on, or says why the provider failed.
              callbackUrls: [`${props.federation.siteUrl}${LOGIN_PATH}`],
              logoutUrls: [`${props.federation.siteUrl}${LOGIN_PATH}`],
            },
          }
        : { disableOAuth: true }),
    });
    for (const { provider } of providers) this.userPoolClient.node.addDependency(provider);

    this.oauthDomain = props.federation
      ? `${this.userPool.addDomain('HostedUi', {
          cognitoDomain: { domainPrefix: props.federation.domainPrefix ?? `${namePrefix(this)}-${Aws.ACCOUNT_ID}` },
        }).domainName}.auth.${this.region}.amazoncognito.com`
      : undefined;
    this.issuer = `https://cognito-idp.${this.region}.${this.urlSuffix}/${this.userPool.userPoolId}`;
  }

  /**
   * A Cognito trigger of the route table (`cognitoTriggers`), allowed `actions` on this pool only, by a policy of its
   * own: the pool names the function, which waits for its role's default policy, so a grant on the pool's ARN there
   * would make each wait for the other.
   * - pre-token-generation (V2, so the access token's groups are overridden too): staff groups only for users who sign
   *   in with TOTP; it reads each staff member's MFA settings (AdminGetUser).
   * - pre-sign-up: one account per e-mail address (links a provider's first sign-in to the user who verified that
   *   address, unless it is a staff account; refuses a password sign-up with a provider's user's address); it lists
   *   users by e-mail, reads their groups and links identities.
   */
  private cognitoTrigger(handlerId: string, policyId: string, actions: string[], operation: cognito.UserPoolOperation, version?: cognito.LambdaVersion): NodejsFunction {
    const { role, logGroup } = handlerRole(this, handlerId);
    const fn = handlerFunction(this, handlerId, { role, logGroup }, {});
    new iam.Policy(this, policyId, {
      roles: [role],
      statements: [new iam.PolicyStatement({ actions: actions.map((action) => `cognito-idp:${action}`), resources: [this.userPool.userPoolArn] })],
    });
    this.userPool.addTrigger(operation, fn, version);
    return fn;
  }

  private addIdentityProviders(federation: FederationConfig) {
    // Made by the operators (docs/deploy.md): read by CloudFormation at deploy time, never written to a template.
    const secret = (field: string) => SecretValue.secretsManager(secretName(this, 'identity-providers'), { jsonField: field });
    const common = { userPool: this.userPool, attributeMapping: { email: cognito.ProviderAttribute.other('email') } };
    // Whether the provider vouches for the address: the pre-sign-up trigger links an identity to an existing account
    // only then. Facebook's users have no such claim, so they are never linked (a first sign-in opens an account).
    // The name names the account and its first profile, as the sign-up's « Votre nom » does.
    const vouched = (emailVerified: cognito.ProviderAttribute, fullname: cognito.ProviderAttribute) => ({ ...common, attributeMapping: { ...common.attributeMapping, emailVerified, fullname } });
    const providers: { name: IdentityProviderName; provider: cognito.IUserPoolIdentityProvider }[] = [];
    if (federation.google) {
      providers.push({
        name: 'Google',
        provider: new cognito.UserPoolIdentityProviderGoogle(this, 'Google', {
          ...vouched(cognito.ProviderAttribute.GOOGLE_EMAIL_VERIFIED, cognito.ProviderAttribute.GOOGLE_NAME),
          clientId: federation.google.clientId,
          clientSecretValue: secret('googleClientSecret'),
          scopes: ['openid', 'email', 'profile'],
        }),
      });
    }
    if (federation.facebook) {
      providers.push({
        name: 'Facebook',
        provider: new cognito.UserPoolIdentityProviderFacebook(this, 'Facebook', {
          ...common,
          clientId: federation.facebook.clientId,
          // A dynamic reference ({{resolve:secretsmanager:...}}), resolved by CloudFormation: the secret stays out of the template.
          clientSecret: secret('facebookAppSecret').unsafeUnwrap(),
          scopes: ['public_profile', 'email'],
        }),
      });
    }
    if (federation.apple) {
      providers.push({
        name: 'Apple',
        provider: new cognito.UserPoolIdentityProviderApple(this, 'Apple', {
          ...vouched(cognito.ProviderAttribute.APPLE_EMAIL_VERIFIED, cognito.ProviderAttribute.APPLE_NAME),
          ...federation.apple,
          privateKeyValue: secret('applePrivateKey'),
          scopes: ['email', 'name'],
        }),
      });
    }
    return providers;
  }
}
