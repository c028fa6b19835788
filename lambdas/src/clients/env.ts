/** Configuration every handler reads from its environment; set by CDK on AWS and by the local cloud on a laptop. */
function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`environment variable ${name} is not set`);
  return value;
}

export const env = {
  get tableName() { return required('TABLE_NAME'); },
  get eventBusName() { return required('EVENT_BUS_NAME'); },
  /** `https://{api-id}.execute-api.{region}.amazonaws.com/{stage}` on AWS; the local gateway's URL locally. */
  get webSocketCallbackUrl() { return required('WS_CALLBACK_URL'); },
  get cognitoIssuer() { return required('COGNITO_ISSUER'); },
  get cognitoClientId() { return required('COGNITO_CLIENT_ID'); },
  get cognitoUserPoolId() { return required('COGNITO_USER_POOL_ID'); },
  /** The public demo: visitors share demo accounts, so nobody may change a profile's identity. */
  get demoMode() { return process.env.DEMO_MODE === 'true'; },
};
