import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';

/**
 * Requests one IP may make in 5 minutes before WAF blocks it (rate-based rule, evaluated over a 300 s window). The site
 * with its API: a page load is ~10 requests, a quiz ~1 per answer; 2,000 per 5 min is ~7 per second sustained, well
 * above one family behind one address, far below a scraper. Sign-in to Cognito: 100 per 5 min per IP.
 */
export const SITE_REQUESTS_PER_IP = 2000;
export const SIGN_IN_REQUESTS_PER_IP = 100;

/** AWS managed rule groups every web ACL of Plume runs, in this order (see docs/deploy.md, « The edge »). */
export const managedRuleGroups = ['AWSManagedRulesCommonRuleSet', 'AWSManagedRulesKnownBadInputsRuleSet'] as const;

const visibility = (metricName: string): wafv2.CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: true,
});

/**
 * A web ACL allowing by default, with AWS's common and known-bad-inputs rule groups and a per-IP rate rule.
 * `scope`: `CLOUDFRONT` (the ACL must be in us-east-1) or `REGIONAL` (the Cognito user pool's, in its region).
 * `managedRules`: false for Cognito, whose JSON sign-in calls the common rule set's body rules are not made for.
 */
export function webAcl(
  scope: Construct,
  id: string,
  props: { scope: 'CLOUDFRONT' | 'REGIONAL'; name: string; requestsPerIp: number; managedRules: boolean },
): wafv2.CfnWebACL {
  const rules: wafv2.CfnWebACL.RuleProperty[] = [
    {
      name: 'RatePerIp',
      priority: 0,
      action: { block: {} },
      statement: { rateBasedStatement: { limit: props.requestsPerIp, aggregateKeyType: 'IP', evaluationWindowSec: 300 } },
      visibilityConfig: visibility(`${props.name}-rate-per-ip`),
    },
    ...(props.managedRules ? managedRuleGroups : []).map((name, index): wafv2.CfnWebACL.RuleProperty => ({
      name,
      priority: index + 1,
      overrideAction: { none: {} },
      statement: { managedRuleGroupStatement: { vendorName: 'AWS', name } },
      visibilityConfig: visibility(`${props.name}-${name}`),
    })),
  ];
  return new wafv2.CfnWebACL(scope, id, {
    name: props.name,
    scope: props.scope,
    defaultAction: { allow: {} },
    rules,
    visibilityConfig: visibility(props.name),
  });
}
