import { beforeAll, describe, expect, it } from 'vitest';
import { Validations } from 'aws-cdk-lib';
import type { PolicyValidationPluginReport } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { synthesisTimeout, synthesizePlume } from './testing.ts';

interface Acknowledgement {
  path: string;
  id: string;
  reason: string;
}

/** Each stage is checked as deployed: prod turns on what dev leaves off (threat protection, the alarm e-mail…). */
const stageContexts = {
  dev: {},
  prod: { stage: 'prod', alarmEmail: 'ops@plume.example', stripeMode: 'live' },
};

describe.each(Object.entries(stageContexts))('cdk-nag AwsSolutions, stage %s', (stage, context) => {
  let report: PolicyValidationPluginReport;
  let acknowledgements: Acknowledgement[];
  beforeAll(() => {
    // With the built site, so the site deployment's resources are checked too.
    const { app } = synthesizePlume({ context });
    report = new AwsSolutionsChecks(app).validateScope(app);
    acknowledgements = app.node.findAll().flatMap((construct) =>
      construct.node.metadata
        .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
        .flatMap((entry) =>
          Object.entries(entry.data as Record<string, string>).map(([id, reason]) => ({ path: construct.node.path, id, reason })),
        ),
    );
  }, synthesisTimeout);

  it('finds nothing that is not acknowledged, warnings included', () => {
    const findings = report.violations.map((violation) => ({
      rule: violation.ruleName,
      severity: violation.severity,
      at: violation.violatingResources.map((resource) => resource.constructPath),
    }));
    expect(findings).toEqual([]);
  });

  it('acknowledges only these rules, each where it applies', () => {
    // CDK records `AwsSolutions-X[finding]` as `Annotation::AwsSolutions-X[finding]`; compare rule ids.
    const rules = new Set(acknowledgements.map(({ id }) => id.replace(/^\w+::/, '').replace(/\[.*\]$/, '')));
    // A new acknowledgement is a decision to review: add it here on purpose.
    expect([...rules].sort()).toEqual(
      [
        'AwsSolutions-APIG4', // public routes of the route table; WebSocket routes after $connect
        'AwsSolutions-CFR1', // no geo restriction
        'AwsSolutions-CFR4', // default CloudFront certificate until the domain exists
        'AwsSolutions-COG2', // MFA optional pool-wide; staff groups need TOTP (pre-token-generation trigger)
        ...(stage === 'prod' ? [] : ['AwsSolutions-COG8']), // Essentials plan outside prod (threat protection is a flag, on for prod)
        'AwsSolutions-IAM4', // AWS policies of the API Gateway logging role, AWS Backup's role and aws-cdk-lib's custom-resource framework
        'AwsSolutions-IAM5', // X-Ray, @connections, Cognito's SMS role, aws-cdk-lib's custom-resource and site deployment grants
        'AwsSolutions-L1', // Node.js 22 on purpose; aws-cdk-lib's own handler runtimes
        'AwsSolutions-S1', // the access-log bucket itself
        'AwsSolutions-SMG4', // the profile-unlock signing key (rotated by putting a new value) and CloudFront's origin header value
        'AwsSolutions-SQS3', // dead-letter queues need no dead-letter queue
      ].sort(),
    );
    for (const { path } of acknowledgements) expect(path).not.toMatch(/^Plume\w+$/); // never a whole stack
  });

  it('gives every acknowledgement a specific reason', () => {
    for (const { path, id, reason } of acknowledgements) {
      expect(reason.length, `${path} ${id}`).toBeGreaterThanOrEqual(50);
      expect(reason, `${path} ${id}`).not.toMatch(/^(ok|n\/a|not needed|suppressed|false positive)\.?$/i);
    }
  });
});
