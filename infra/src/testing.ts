import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { repoRoot } from './config.ts';
import { buildPlume } from './plume.ts';

/** The feature flags and settings `cdk synth` uses, so tests synthesize what the CLI would. */
export const cdkJsonContext: Record<string, unknown> = JSON.parse(readFileSync(`${repoRoot}cdk.json`, 'utf8')).context;

/** A stand-in for Vite's output: the shell at the top, content-hashed files under `assets/`. */
const builtSite = fileURLToPath(new URL('fixtures/built-site', import.meta.url));

/** The public site URL tests deploy to, as `-c siteUrl=...` would give it. */
export const testSiteUrl = 'https://plume.example';

/**
 * Builds and synthesizes the whole app once, configured as for a deployment (built site, site URL). Lambda bundling
 * is skipped (the `aws:cdk:bundling-stacks` context the CLI uses for the same purpose): tests check the templates;
 * `npm run synth` checks the bundles. CDK's built-in CloudFormation template validation (~3 s) runs where a test file
 * asks for it. `context` adds to or overrides cdk.json's (`stage: 'prod'`…).
 */
export function synthesizePlume({ validateTemplates = false, context = {} }: { validateTemplates?: boolean; context?: Record<string, unknown> } = {}) {
  const app = new App({
    builtinCloudFormationValidation: validateTemplates,
    context: { ...cdkJsonContext, 'aws:cdk:bundling-stacks': [], siteDirectory: builtSite, siteUrl: testSiteUrl, ...context },
  });
  const stacks = buildPlume(app);
  app.synth();
  const templates = {
    edge: Template.fromStack(stacks.edge),
    data: Template.fromStack(stacks.data),
    auth: Template.fromStack(stacks.auth),
    api: Template.fromStack(stacks.api),
    events: Template.fromStack(stacks.events),
    web: Template.fromStack(stacks.web),
    ops: Template.fromStack(stacks.ops),
  };
  /** Every stack's template, nested stacks included (the handlers' parts of the API and events stacks). */
  const all = new Map<Stack, Template>(
    app.node.findAll().filter((construct): construct is Stack => Stack.isStack(construct)).map((stack) => [stack, Template.fromStack(stack)]),
  );
  const templateOf = (stack: Stack): Template => all.get(stack)!;
  /** The templates of the nested stacks holding the API's handlers (with their routes), and the events stack's. */
  const handlerTemplates = {
    api: stacks.api.handlers.stacks.map(templateOf),
    events: stacks.events.handlers.stacks.map(templateOf),
  };
  return { app, stacks, templates, all, templateOf, handlerTemplates };
}

/**
 * Synthesis bundles nothing but still builds six stacks: ~5 s on a quiet two-core machine, over a minute under load.
 * The timeout only catches a hang (the verdict must not depend on the machine's speed).
 */
export const synthesisTimeout = 300_000;

export type CfnResource = { Type: string; Properties: Record<string, any>; [key: string]: unknown };

/** Resources of one type, keyed by logical id. */
export function resourcesOf(template: Template, type: string): Record<string, CfnResource> {
  return template.findResources(type) as Record<string, CfnResource>;
}

/** Resources of one type in several templates (logical ids are unique per template only). */
export function resourcesIn(templates: readonly Template[], type: string): CfnResource[] {
  return templates.flatMap((template) => Object.values(resourcesOf(template, type)));
}
