import * as z from 'zod';
import { IDENTITY_PROVIDERS } from './federated-sign-in.ts';

/**
 * `GET /config.json`: what the browser needs to find the backend. Served by the local gateway on a laptop and
 * written next to the built site by the CDK web stack on AWS, so the same build runs in both places.
 */
export const runtimeConfigSchema = z.object({
  apiBaseUrl: z.string(),
  /**
   * Where the browser opens the WebSocket: a path on the site's own origin (`/ws`, through CloudFront on AWS, the
   * local gateway on a laptop), or an absolute `ws(s)://` address.
   */
  webSocketUrl: z.string().regex(/^(\/|wss?:\/\/)/),
  region: z.string(),
  cognito: z.object({
    userPoolId: z.string(),
    userPoolClientId: z.string(),
    /** Set only where Cognito is emulated: the endpoint Amplify must call instead of AWS. */
    endpoint: z.string().optional(),
    /**
     * How a password is checked: SRP unless said otherwise (on AWS the password never leaves the browser, and the
     * app client allows nothing else); `USER_PASSWORD_AUTH` for the local emulator, which has no SRP.
     */
    passwordAuthFlow: z.enum(['USER_SRP_AUTH', 'USER_PASSWORD_AUTH']).optional(),
    /** Hosted UI domain for federated sign-in, when identity providers are configured. */
    oauthDomain: z.string().optional(),
    identityProviders: z.array(z.enum(IDENTITY_PROVIDERS)),
  }),
  stripe: z.object({ mode: z.enum(['local', 'test', 'live']), publishableKey: z.string().optional() }),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
