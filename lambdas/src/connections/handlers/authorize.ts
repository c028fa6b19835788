import type { APIGatewayRequestAuthorizerEvent, APIGatewayAuthorizerResult } from 'aws-lambda';
import { cognitoTokenVerifier, identityFromClaims } from '#runtime/auth';
import { cameThroughEdge } from '#runtime/origin';
import { env } from '#clients/env';
import { getAccountAccess } from '#account/data/accounts';

let verifier: ReturnType<typeof cognitoTokenVerifier> | undefined;

/**
 * The `$connect` REQUEST authorizer: a browser cannot set headers on a WebSocket, so the Cognito token travels in
 * the `token` query parameter. Allow with the caller's identity as context, or deny (API Gateway answers 401/403):
 * an invalid token, a deleted account's token (its tombstone) and a deactivated account are refused, as on HTTP.
 * First of all, like every HTTP handler, it denies (403) a connection that did not come through the site's CloudFront
 * distribution (`/ws` there), so the WebSocket API's own execute-api address, which skips the web ACL, opens nothing.
 */
export const handler = async (event: APIGatewayRequestAuthorizerEvent): Promise<APIGatewayAuthorizerResult> => {
  if (!(await cameThroughEdge(event.headers ?? undefined))) return policy('unverified-origin', 'Deny', event.methodArn);
  const token = event.queryStringParameters?.token;
  if (!token) throw new Error('Unauthorized'); // API Gateway's documented way to answer 401
  verifier ??= cognitoTokenVerifier(env.cognitoIssuer, env.cognitoClientId);
  const identity = await verifier.verify(token).then(identityFromClaims, () => undefined);
  if (!identity) throw new Error('Unauthorized');
  const access = await getAccountAccess(identity.sub);
  if (access.deleted) throw new Error('Unauthorized');
  return {
    ...policy(identity.sub, access.active ? 'Allow' : 'Deny', event.methodArn),
    context: { sub: identity.sub, email: identity.email ?? '', groups: identity.groups.join(' ') },
  };
};

function policy(principalId: string, effect: 'Allow' | 'Deny', resource: string): APIGatewayAuthorizerResult {
  return { principalId, policyDocument: { Version: '2012-10-17', Statement: [{ Action: 'execute-api:Invoke', Effect: effect, Resource: resource }] } };
}
