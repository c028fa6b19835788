import { Validations, type CfnResource } from 'aws-cdk-lib';
import { rules } from 'cdk-nag';

/**
 * Acknowledges the wildcard findings (AwsSolutions-IAM5) of one IAM policy. cdk-nag names each finding after the
 * resolved resource, CloudFormation tokens included, so the names come from its own rule rather than being spelled
 * by hand. Call it on a policy that holds only the statements the reason explains.
 */
export function acknowledgeWildcardPermissions(policy: CfnResource, reason: string): void {
  const findings = rules.iam.IAMNoWildcardPermissions(policy);
  if (!Array.isArray(findings)) throw new Error(`${policy.node.path} has no wildcard permission to acknowledge`);
  for (const finding of findings) Validations.of(policy).acknowledge({ id: `AwsSolutions-IAM5[${finding}]`, reason });
}
