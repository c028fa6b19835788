import { describe, expect, it } from 'vitest';
import { handlerStackIndex, jumpHash } from './handler-stacks.ts';
import { quotaFindings, quotas, REFERENCE_LENGTH_BOUND, templateCounts, withReferencesBounded } from './quotas.ts';

type Json = Parameters<typeof withReferencesBounded>[0];
const fn = (Variables: Record<string, Json>) => ({ Type: 'AWS::Lambda::Function', Properties: { Environment: { Variables } } });

describe('what a template uses of each quota', () => {
  it('counts resources, outputs, parameters, mappings and dynamic references', () => {
    const counts = templateCounts({
      Resources: {
        Fn: fn({ A: '{{resolve:secretsmanager:plume/stripe:SecretString:secretKey::}}', B: '{{resolve:ssm:/plume/x}}' }),
        Topic: { Type: 'AWS::SNS::Topic' },
      },
      Outputs: { A: {} },
      Parameters: { P: {}, Q: {} },
    });
    expect(counts).toMatchObject({ resources: 2, outputs: 1, parameters: 2, mappings: 0, dynamicReferences: 2 });
  });

  it('bounds each deploy-time value by its longest length: pseudo parameters by theirs, other references by a generous bound', () => {
    expect(withReferencesBounded({ 'Fn::Join': ['', ['arn:aws:sns:', { Ref: 'AWS::Region' }, ':', { Ref: 'AWS::AccountId' }, ':plume-alarms']] })).toBe(
      `arn:aws:sns:${'x'.repeat(14)}:${'x'.repeat(12)}:plume-alarms`,
    );
    expect(withReferencesBounded({ Ref: 'TableCD117FA1' })).toBe('x'.repeat(REFERENCE_LENGTH_BOUND));
    expect(withReferencesBounded({ A: [{ 'Fn::GetAtt': ['Role', 'Arn'] }, 'b'] })).toEqual({ A: ['x'.repeat(REFERENCE_LENGTH_BOUND), 'b'] });
  });

  it('measures the largest environment as Lambda does (the JSON of the variables), references bounded', () => {
    const counts = templateCounts({ Resources: { Small: fn({ A: 'b' }), Large: fn({ TABLE: { Ref: 'Table' }, X: 'y'.repeat(100) }) } });
    expect(counts.environmentBytes).toBe(JSON.stringify({ TABLE: 'x'.repeat(REFERENCE_LENGTH_BOUND), X: 'y'.repeat(100) }).length);
  });

  it('adds up, per role, its own inline policies and every policy resource attached to it', () => {
    const document = { Version: '2012-10-17', Statement: [{ Effect: 'Allow', Action: 's3:GetObject', Resource: 'arn:aws:s3:::b/*' }] };
    const size = JSON.stringify(document).length;
    const counts = templateCounts({
      Resources: {
        Role: { Type: 'AWS::IAM::Role', Properties: { Policies: [{ PolicyName: 'a', PolicyDocument: document }] } },
        One: { Type: 'AWS::IAM::Policy', Properties: { Roles: [{ Ref: 'Role' }], PolicyDocument: document } },
        Two: { Type: 'AWS::IAM::Policy', Properties: { Roles: [{ Ref: 'Role' }, { Ref: 'Other' }], PolicyDocument: document } },
      },
    });
    expect(counts.rolePolicyCharacters).toBe(3 * size);
  });

  it('reports a quota exceeded, and a growing quota used beyond 70 %', () => {
    const counts = templateCounts({});
    expect(quotaFindings(counts)).toEqual([]);
    expect(quotaFindings({ ...counts, resources: 351, dynamicReferences: 61, environmentBytes: 4097, parameters: 150 })).toEqual([
      'resources: 351 > 70 % of 500',
      'dynamicReferences: 61 > 60',
      'environmentBytes: 4097 > 4096',
    ]);
    expect(quotas.resources * 0.7).toBe(350);
  });
});

describe('the stack of a handler', () => {
  it('depends on its id and the stack count only, and moves few handlers when the count grows', () => {
    const ids = Array.from({ length: 400 }, (_, index) => `http/handler-${index}`);
    const at12 = ids.map((id) => handlerStackIndex(id, 12));
    expect(at12.every((index) => index >= 0 && index < 12)).toBe(true);
    expect(ids.map((id) => handlerStackIndex(id, 12))).toEqual(at12);
    // Each of the 12 stacks takes a share; going to 13 moves only what the 13th takes (about 1/13).
    expect(new Set(at12).size).toBe(12);
    const moved = ids.filter((id, index) => handlerStackIndex(id, 13) !== at12[index]);
    expect(moved.every((id) => handlerStackIndex(id, 13) === 12)).toBe(true);
    expect(moved.length).toBeLessThan(ids.length / 6);
    expect(jumpHash(0n, 1)).toBe(0);
  });
});
