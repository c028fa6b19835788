import { Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { SITE_REQUESTS_PER_IP, webAcl } from '../waf.ts';

export interface EdgeStackProps extends StackProps {
  /** The web ACL's name (`<prefix>-site`). */
  aclName: string;
}

/**
 * What CloudFront requires in us-east-1: the distribution's WAF web ACL. The web stack (eu-west-3) reads the ACL's ARN
 * through `Fn::GetStackOutput` (a weak cross-region reference: cdk.json sets `@aws-cdk/core:defaultCrossStackReferences`
 * to `weak`), so no custom resource and no SSM parameter is needed, and this stack is deployed first.
 */
export class EdgeStack extends Stack {
  readonly webAclArn: string;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, props);
    if (this.region !== 'us-east-1') throw new Error(`the edge stack must be in us-east-1 (CloudFront web ACLs), got ${this.region}`);
    this.webAclArn = webAcl(this, 'SiteAcl', { scope: 'CLOUDFRONT', name: props.aclName, requestsPerIp: SITE_REQUESTS_PER_IP, managedRules: true }).attrArn;
  }
}
