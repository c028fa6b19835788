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
  /** The Secrets Manager secret of Stripe's keys and prices (read with `stripeSecret()` in `secrets.ts`). */
  get stripeSecretId() { return required('STRIPE_SECRET_ID'); },
  /** Set only where Stripe's API is emulated (the local cloud), as AWS_ENDPOINT_URL_* is for AWS services. */
  get stripeApiUrl() { return process.env.STRIPE_API_URL; },
  /** The site's public URL, where Checkout sends people back. */
  get appUrl() { return required('APP_URL'); },
  /** The public demo: visitors share demo accounts, so nobody may change a profile's identity. */
  get demoMode() { return process.env.DEMO_MODE === 'true'; },
  /** The Secrets Manager secret holding the HMAC key of profile unlocks (read with `profileUnlockKey()` in `secrets.ts`). */
  get profileUnlockSecretId() { return required('PROFILE_UNLOCK_SECRET_ID'); },
  /**
   * The Secrets Manager secret whose value CloudFront sends in its origin header (`originVerify` of the route table;
   * read with `originVerifyValue()` in `secrets.ts`). Every HTTP handler has it.
   */
  get originVerifySecretId() { return required('ORIGIN_VERIFY_SECRET_ID'); },
  /** `plume-<stage>` on AWS, where every fixed name (dead-letter queues included) starts with it; `plume` locally. */
  get namePrefix() { return process.env.NAME_PREFIX ?? 'plume'; },
  /** Where each rule's dead-letter queue URL starts; its name (`deadLetterQueueName`) follows. */
  get deadLetterQueueUrlPrefix() { return required('DEAD_LETTER_QUEUE_URL_PREFIX'); },
  /** The bucket of rendered speech (private; CloudFront serves it under /media/). */
  get speechBucket() { return required('SPEECH_BUCKET'); },
  /** The Secrets Manager secret holding the key clips are named with (read with `speechClipNamingKey()` in `secrets.ts`). */
  get speechClipSecretId() { return required('SPEECH_CLIP_SECRET_ID'); },
  /** The EventBridge Scheduler group of timers (`timerGroupName` of the manifest). */
  get timerGroupName() { return required('TIMER_GROUP_NAME'); },
  /** A timer's target ARN is this prefix and the timer's name (`arn:aws:lambda:<region>:<account>:function:plume-timer-`). */
  get timerFunctionArnPrefix() { return required('TIMER_FUNCTION_ARN_PREFIX'); },
  /** The role EventBridge Scheduler assumes to invoke a timer's function. */
  get timerRoleArn() { return required('TIMER_ROLE_ARN'); },
  /**
   * A timer's dead-letter queue ARN is this prefix and the timer's name (`arn:aws:sqs:<region>:<account>:plume-…-dlq-timer-`).
   * Unset locally: the local Scheduler retries and logs instead.
   */
  get timerDeadLetterArnPrefix() { return process.env.TIMER_DEAD_LETTER_ARN_PREFIX; },
  /** Polly's French neural voice: `Lea` or `Remi`. */
  get pollyVoiceId() {
    const voice = required('POLLY_VOICE_ID');
    if (voice !== 'Lea' && voice !== 'Remi') throw new Error(`POLLY_VOICE_ID must be Lea or Remi, got ${voice}`);
    return voice;
  },
};
