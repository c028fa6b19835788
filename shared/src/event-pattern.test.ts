import { describe, expect, it } from 'vitest';
import { matchesPattern, type EventPattern } from './event-pattern.ts';

// The example event from the EventBridge documentation ("Amazon EventBridge event patterns" / "Content filtering").
const ec2Event = {
  version: '0',
  id: '6a7e8feb-b491-4cf7-a9f1-bf3703467718',
  'detail-type': 'EC2 Instance State-change Notification',
  source: 'aws.ec2',
  account: '111122223333',
  time: '2017-12-22T18:43:48Z',
  region: 'us-west-1',
  resources: ['arn:aws:ec2:us-west-1:123456789012:instance/i-1234567890abcdef0'],
  detail: {
    'instance-id': 'i-1234567890abcdef0',
    state: 'terminated',
    'c-count': 5,
    'd-count': 7,
    'x-limit': 301.8,
    'source-ip': '10.0.0.33',
    location: { city: 'Paris', tags: ['fr', 'eu'] },
  },
};

const cases: [name: string, pattern: EventPattern, expected: boolean][] = [
  ['exact source', { source: ['aws.ec2'] }, true],
  ['exact source, one of several', { source: ['aws.s3', 'aws.ec2'] }, true],
  ['exact source, absent from list', { source: ['aws.s3'] }, false],
  ['nested exact', { detail: { state: ['terminated'] } }, true],
  ['nested mismatch', { detail: { state: ['running'] } }, false],
  ['every field must match (AND)', { source: ['aws.ec2'], detail: { state: ['running'] } }, false],
  ['array in event: any element matches', { resources: ['arn:aws:ec2:us-west-1:123456789012:instance/i-1234567890abcdef0'] }, true],
  ['array in nested event', { detail: { location: { tags: ['eu'] } } }, true],
  ['number exact', { detail: { 'c-count': [5] } }, true],
  ['number is not string', { detail: { 'c-count': ['5'] } }, false],
  ['prefix', { 'detail-type': [{ prefix: 'EC2 Instance' }] }, true],
  ['prefix mismatch', { 'detail-type': [{ prefix: 'S3' }] }, false],
  ['suffix', { detail: { 'instance-id': [{ suffix: 'def0' }] } }, true],
  ['equals-ignore-case', { 'detail-type': [{ 'equals-ignore-case': 'ec2 instance state-change notification' }] }, true],
  ['wildcard', { resources: [{ wildcard: 'arn:aws:ec2:*:instance/*' }] }, true],
  ['wildcard mismatch', { resources: [{ wildcard: 'arn:aws:s3:*' }] }, false],
  ['anything-but value', { detail: { state: [{ 'anything-but': 'initializing' }] } }, true],
  ['anything-but list hit', { detail: { state: [{ 'anything-but': ['stopped', 'terminated'] }] } }, false],
  ['anything-but prefix', { detail: { state: [{ 'anything-but': { prefix: 'term' } }] } }, false],
  ['anything-but suffix', { detail: { state: [{ 'anything-but': { suffix: 'ing' } }] } }, true],
  ['anything-but ignore-case list', { detail: { state: [{ 'anything-but': { 'equals-ignore-case': ['TERMINATED'] } }] } }, false],
  ['anything-but on a missing field does not match', { detail: { missing: [{ 'anything-but': 'x' }] } }, false],
  ['numeric range', { detail: { 'c-count': [{ numeric: ['>', 0, '<=', 5] }] } }, true],
  ['numeric range excludes', { detail: { 'd-count': [{ numeric: ['<', 7] }] } }, false],
  ['numeric equals', { detail: { 'x-limit': [{ numeric: ['=', 301.8] }] } }, true],
  ['numeric on a string never matches', { detail: { state: [{ numeric: ['>', 0] }] } }, false],
  ['exists true', { detail: { state: [{ exists: true }] } }, true],
  ['exists true on missing', { detail: { missing: [{ exists: true }] } }, false],
  ['exists false on missing', { detail: { missing: [{ exists: false }] } }, true],
  ['exists false on present', { detail: { state: [{ exists: false }] } }, false],
  ['exists false below a missing object', { detail: { nothing: { here: [{ exists: false }] } } }, true],
  ['$or: one alternative matches', { detail: { $or: [{ 'c-count': [{ numeric: ['>', 100] }] }, { 'd-count': [7] }] } }, true],
  ['$or: no alternative matches', { detail: { $or: [{ 'c-count': [0] }, { 'd-count': [0] }] } }, false],
  ['top-level $or', { $or: [{ source: ['aws.s3'] }, { 'detail-type': [{ prefix: 'EC2' }] }] }, true],
  ['null matches null only', { detail: { state: [null] } }, false],
  ['empty pattern matches every event', {}, true],
];

describe('matchesPattern (EventBridge documentation examples)', () => {
  it.each(cases)('%s', (_name, pattern, expected) => {
    expect(matchesPattern(pattern, ec2Event)).toBe(expected);
  });

  it('matches null and empty strings as values', () => {
    const event = { detail: { a: null, b: '' } };
    expect(matchesPattern({ detail: { a: [null] } }, event)).toBe(true);
    expect(matchesPattern({ detail: { b: [''] } }, event)).toBe(true);
    expect(matchesPattern({ detail: { b: [null] } }, event)).toBe(false);
  });
});
