import { Aws, RemovalPolicy, SecretValue, Stack, Validations, type CfnResource, type StackProps } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import type { Construct } from 'constructs';
import type { Group } from '@plume/lambdas/routes';
import type { FederationConfig, IdentityProviderName } from '../config.ts';
import { acknowledgeWildcardPermissions } from '../nag.ts';

/** Keyed by the route table's `Group` type, so adding a group there fails the type check until it exists here. */
const groupDescriptions: Record<Group, string> = {
  admin: 'Edits content, settings and system configuration',
  finance: 'Reviews and approves payouts',
  examinator: 'Creates proctored exams and reads their attempts and rule violations (admins hold these rights too)',
};

/** Where the federated providers' secrets live; read by CloudFormation at deploy time, never written to a template. */
const identityProviderSecret = 'plume/identity-providers';

export interface AuthStackProps extends StackProps {
  federation: FederationConfig | undefined;
}

export class AuthStack extends Stack {
  readonly userPool: cognito.UserPool;
  readonly userPoolClient: cognito.UserPoolClient;
  /** The `iss` claim of the pool's tokens, which API Gateway and the WebSocket authorizer verify. */
  readonly issuer: string;
  readonly identityProviders: IdentityProviderName[];
  /** The hosted UI domain (no scheme), present only when federated sign-in is configured. */
  readonly oauthDomain: string | undefined;

  constructor(scope: Construct, id: string, props: AuthStackProps) {
    super(scope, id, props);
    this.userPool = new cognito.UserPool(this, 'Users', {
      // E-mail or phone number as the username. Cognito cannot change this on an existing pool: CloudFormation
      // replaces the pool (users stay in the retained old one), so decide before the first production deploy.
      signInAliases: { email: true, phone: true },
      // Choice-based sign-in (USER_AUTH): a password, or a one-time code sent by SMS to the verified phone number,
      // as the frontend asks with `preferredChallenge: 'SMS_OTP'`. Needs the Essentials plan, set below.
      signInPolicy: { allowedFirstAuthFactors: { password: true, smsOtp: true } },
      selfSignUpEnabled: true,
      autoVerify: { email: true },
      standardAttributes: { email: { required: true, mutable: true }, phoneNumber: { required: false, mutable: true } },
      passwordPolicy: { minLength: 10, requireLowercase: true, requireUppercase: true, requireDigits: true, requireSymbols: true },
      accountRecovery: cognito.AccountRecovery.EMAIL_ONLY,
      mfa: cognito.Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      featurePlan: cognito.FeaturePlan.ESSENTIALS,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.userPool).acknowledge(
      {
        id: 'AwsSolutions-COG2',
        reason: 'MFA is offered (TOTP) but not required: learners include families and children signing up on shared devices.',
      },
      {
        id: 'AwsSolutions-COG8',
        reason: 'Essentials plan: threat protection (Plus plan) is billed per active user; revisit before public launch.',
      },
    );
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
      // USER_PASSWORD_AUTH for the local Cognito emulator, which has no SRP; SRP for Amplify's default flow;
      // USER_AUTH for passwordless SMS sign-in (InitiateAuth USER_AUTH, then RespondToAuthChallenge SMS_OTP).
      authFlows: { userPassword: true, userSrp: true, user: true },
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
              callbackUrls: [`${props.federation.siteUrl}/`],
              logoutUrls: [`${props.federation.siteUrl}/`],
            },
          }
        : { disableOAuth: true }),
    });
    for (const { provider } of providers) this.userPoolClient.node.addDependency(provider);

    this.oauthDomain = props.federation
      ? `${this.userPool.addDomain('HostedUi', {
          cognitoDomain: { domainPrefix: props.federation.domainPrefix ?? `plume-${Aws.ACCOUNT_ID}` },
        }).domainName}.auth.${this.region}.amazoncognito.com`
      : undefined;
    this.issuer = `https://cognito-idp.${this.region}.${this.urlSuffix}/${this.userPool.userPoolId}`;
  }

  private addIdentityProviders(federation: FederationConfig) {
    const secret = (field: string) => SecretValue.secretsManager(identityProviderSecret, { jsonField: field });
    const common = { userPool: this.userPool, attributeMapping: { email: cognito.ProviderAttribute.other('email') } };
    const providers: { name: IdentityProviderName; provider: cognito.IUserPoolIdentityProvider }[] = [];
    if (federation.google) {
      providers.push({
        name: 'Google',
        provider: new cognito.UserPoolIdentityProviderGoogle(this, 'Google', {
          ...common,
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
          ...common,
          ...federation.apple,
          privateKeyValue: secret('applePrivateKey'),
          scopes: ['email', 'name'],
        }),
      });
    }
    return providers;
  }
}
