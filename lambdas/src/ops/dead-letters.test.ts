import { describe, expect, it } from 'vitest';
import { parkedEvent } from './dead-letters.ts';

/** An event as EventBridge hands it to a consumer. */
const event = {
  version: '0',
  id: '6a7e8feb-b491-4cf7-a9f1-bf3703467718',
  'detail-type': 'profile.created',
  source: 'plume.accounts',
  account: '123456789012',
  time: '2026-11-26T07:00:00Z',
  region: 'eu-west-3',
  resources: [],
  detail: { uid: 'u-1', profileId: 'p-1' },
};

describe('what a dead-letter queue holds', () => {
  it('reads the event EventBridge parks itself, with the error from its message attributes', () => {
    const parked = parkedEvent({
      Body: JSON.stringify(event),
      MessageAttributes: { ERROR_MESSAGE: { DataType: 'String', StringValue: 'Lambda throttled' } },
    });
    expect(parked).toEqual({ envelope: expect.objectContaining({ id: event.id, source: 'plume.accounts', 'detail-type': 'profile.created', detail: event.detail }), error: 'Lambda throttled' });
  });

  // The record Lambda sends to an on-failure destination once its own retries gave up (AWS Lambda developer guide,
  // « Capturing records of asynchronous invocations »): the event is `requestPayload`, the error `responsePayload`.
  it('reads the event out of Lambda\'s invocation record, with the function\'s error message', () => {
    const record = {
      version: '1.0',
      timestamp: '2026-11-26T07:00:42.568Z',
      requestContext: {
        requestId: 'e4b46cbf-b738-4c6e-8880-a18cdf61200e',
        functionArn: 'arn:aws:lambda:eu-west-3:123456789012:function:plume-events-credit-welcome-coins:$LATEST',
        condition: 'RetriesExhausted',
        approximateInvokeCount: 3,
      },
      requestPayload: event,
      responseContext: { statusCode: 200, executedVersion: '$LATEST', functionError: 'Unhandled' },
      responsePayload: { errorType: 'ZodError', errorMessage: 'signupBonus: Too small: expected number to be >=0', trace: ['ZodError: …'] },
    };
    expect(parkedEvent({ Body: JSON.stringify(record) })).toEqual({
      envelope: expect.objectContaining({ id: event.id, time: event.time, detail: event.detail }),
      error: 'signupBonus: Too small: expected number to be >=0',
    });
  });

  it('reads a record that carries no response (the event grew too old before it ran)', () => {
    const record = {
      version: '1.0',
      timestamp: '2026-11-26T13:00:00.000Z',
      requestContext: { requestId: 'r', functionArn: 'arn:aws:lambda:eu-west-3:1:function:f', condition: 'EventAgeExceeded', approximateInvokeCount: 0 },
      requestPayload: event,
    };
    expect(parkedEvent({ Body: JSON.stringify(record) })).toEqual({ envelope: expect.objectContaining({ id: event.id }) });
  });

  it('gives up on a body that holds no event', () => {
    expect(parkedEvent({ Body: 'not json' })).toBeUndefined();
    expect(parkedEvent({ Body: JSON.stringify({ requestPayload: { hello: 'world' } }) })).toBeUndefined();
    expect(parkedEvent({})).toBeUndefined();
  });
});
