/**
 * The deployment quotas a synthesized template must stay within, and what a template uses of each. CloudFormation
 * checks most of them only when it is asked to deploy, after the first stacks are already created: the tests check
 * them on every synthesized template instead (`stacks.test.ts`, « CloudFormation, Lambda and IAM quotas »).
 *
 * - CloudFormation: https://docs.aws.amazon.com/AWSCloudFormation/latest/UserGuide/cloudformation-limits.html
 *   (500 resources, 200 outputs, 200 parameters, 200 mappings per template; a template body of 1 MB in S3, where CDK
 *   puts every template; 60 dynamic references per template, also in
 *   https://docs.aws.amazon.com/AWSCloudFormation/latest/UserGuide/dynamic-references.html).
 * - Lambda: https://docs.aws.amazon.com/lambda/latest/dg/gettingstarted-limits.html (a function's environment
 *   variables: 4 KB in all, measured by Lambda as the JSON of the variables).
 * - IAM: https://docs.aws.amazon.com/IAM/latest/UserGuide/reference_iam-quotas.html (a role's inline policies:
 *   10,240 characters in all, whitespace not counted).
 */
export const quotas = {
  resources: 500,
  outputs: 200,
  parameters: 200,
  mappings: 200,
  dynamicReferences: 60,
  /** 1 MB, read as 1,000,000 bytes (the smaller reading). */
  templateBytes: 1_000_000,
  /** The largest role of the template: its inline policies together. */
  rolePolicyCharacters: 10_240,
  /** The largest function environment of the template. */
  environmentBytes: 4 * 1024,
} as const;

export type QuotaName = keyof typeof quotas;
export type TemplateCounts = Record<QuotaName, number>;

/** The share of a quota a template may use, so it takes new routes without a redesign. */
export const HEADROOM = 0.7;
/** The quotas that grow with routes and rules, held to `HEADROOM`. */
export const headroomQuotas: readonly QuotaName[] = ['resources', 'outputs', 'dynamicReferences'];

/**
 * A value CloudFormation fills in at deploy time counts as this many characters: longer than any name or ARN CDK or
 * CloudFormation generates here (a generated function, table or secret name is under 64 characters, an ARN under 150).
 */
export const REFERENCE_LENGTH_BOUND = 256;

/** The longest value of each pseudo parameter (a region such as `ap-southeast-3`, the `amazonaws.com.cn` suffix). */
const pseudoParameterLengths: Record<string, number> = {
  'AWS::AccountId': 12,
  'AWS::Region': 14,
  'AWS::Partition': 10,
  'AWS::URLSuffix': 16,
};

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The value as deployed, each reference replaced by a placeholder of its longest length. */
export function withReferencesBounded(value: Json): Json {
  if (Array.isArray(value)) return value.map(withReferencesBounded);
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value);
  const [first] = entries;
  if (entries.length === 1 && first && (first[0] === 'Ref' || first[0].startsWith('Fn::'))) return boundedIntrinsic(first[0], first[1]);
  return Object.fromEntries(entries.map(([key, item]) => [key, withReferencesBounded(item)]));
}

function boundedIntrinsic(name: string, argument: Json): string {
  if (name === 'Fn::Join' && Array.isArray(argument) && typeof argument[0] === 'string' && Array.isArray(argument[1])) {
    return argument[1].map((part) => {
      const resolved = withReferencesBounded(part);
      return typeof resolved === 'string' ? resolved : JSON.stringify(resolved);
    }).join(argument[0]);
  }
  if (name === 'Ref' && typeof argument === 'string' && argument in pseudoParameterLengths) return 'x'.repeat(pseudoParameterLengths[argument]!);
  return 'x'.repeat(REFERENCE_LENGTH_BOUND);
}

type Resource = { Type: string; Properties?: Record<string, Json> };
type CfnTemplate = { Resources?: Record<string, Resource>; Outputs?: object; Parameters?: object; Mappings?: object };

/** What a template uses of each quota (environments and role policies: their largest, references bounded). */
export function templateCounts(template: CfnTemplate): TemplateCounts {
  const resources = Object.entries(template.Resources ?? {});
  const compact = JSON.stringify(template);
  const environments = resources
    .filter(([, resource]) => resource.Type === 'AWS::Lambda::Function')
    .map(([, resource]) => Buffer.byteLength(JSON.stringify(withReferencesBounded((resource.Properties?.Environment as { Variables?: Json } | undefined)?.Variables ?? {}))));
  return {
    resources: resources.length,
    outputs: Object.keys(template.Outputs ?? {}).length,
    parameters: Object.keys(template.Parameters ?? {}).length,
    mappings: Object.keys(template.Mappings ?? {}).length,
    dynamicReferences: compact.split('{{resolve:').length - 1,
    // CDK writes templates with one space of indentation.
    templateBytes: Buffer.byteLength(JSON.stringify(template, undefined, 1)),
    rolePolicyCharacters: Math.max(0, ...rolePolicyCharacters(resources).values()),
    environmentBytes: Math.max(0, ...environments),
  };
}

/**
 * Characters of inline policy per role of the template: its own `Policies` and every `AWS::IAM::Policy` attached to
 * it (a role of another stack is keyed by how this template names it).
 */
function rolePolicyCharacters(resources: [string, Resource][]): Map<string, number> {
  const size = (document: Json | undefined) => JSON.stringify(withReferencesBounded(document ?? {})).length;
  const byRole = new Map<string, number>();
  const add = (role: string, characters: number) => byRole.set(role, (byRole.get(role) ?? 0) + characters);
  for (const [logicalId, { Type, Properties }] of resources) {
    if (Type === 'AWS::IAM::Role') {
      add(JSON.stringify({ Ref: logicalId }), ((Properties?.Policies ?? []) as { PolicyDocument?: Json }[]).reduce((sum, policy) => sum + size(policy.PolicyDocument), 0));
    }
    if (Type === 'AWS::IAM::Policy') {
      for (const role of (Properties?.Roles ?? []) as Json[]) add(JSON.stringify(role), size(Properties?.PolicyDocument));
    }
  }
  return byRole;
}

/** Every quota the counts exceed, and every headroom quota they use more than `HEADROOM` of. */
export function quotaFindings(counts: TemplateCounts): string[] {
  return (Object.keys(quotas) as QuotaName[]).flatMap((name) => {
    if (counts[name] > quotas[name]) return [`${name}: ${counts[name]} > ${quotas[name]}`];
    if (headroomQuotas.includes(name) && counts[name] > HEADROOM * quotas[name]) return [`${name}: ${counts[name]} > ${HEADROOM * 100} % of ${quotas[name]}`];
    return [];
  });
}
