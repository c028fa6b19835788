import { beforeAll, describe, expect, it } from 'vitest';
import { Stack, type CfnElement, type NestedStack } from 'aws-cdk-lib';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import {
  allHandlers,
  eventRules,
  httpRoutes,
  routeKey,
  schedules,
  webSocketAuthorizer,
  webSocketRouteSelectionExpression,
  webSocketRoutes,
} from '@plume/lambdas/routes';
import { resourcesOf, synthesisTimeout, synthesizePlume, type CfnResource } from './testing.ts';

/** The route table is the only declaration of routes, rules and schedules: the templates must say exactly the same. */
let plume: ReturnType<typeof synthesizePlume>;
beforeAll(() => {
  plume = synthesizePlume();
}, synthesisTimeout);

/** Handler id of every function of `handlers` that lives in `stack`, by logical id. */
function handlerIdsByLogicalId(stack: Stack, handlers: { all: ReadonlyMap<string, NodejsFunction> }): Map<string, string> {
  return new Map(
    [...handlers.all].filter(([, fn]) => Stack.of(fn) === stack).map(([handlerId, fn]) => [stack.getLogicalId(fn.node.defaultChild as CfnElement), handlerId]),
  );
}

/** The handler a value points at through `Fn::GetAtt [<function>, Arn]`, however deeply it is nested. */
function handlerReferencedBy(value: unknown, handlers: Map<string, string>): string | undefined {
  if (Array.isArray(value)) return value.map((item) => handlerReferencedBy(item, handlers)).find(Boolean);
  if (value === null || typeof value !== 'object') return undefined;
  const getAtt = (value as Record<string, unknown>)['Fn::GetAtt'];
  if (Array.isArray(getAtt) && getAtt[1] === 'Arn' && handlers.has(getAtt[0])) return handlers.get(getAtt[0]);
  return Object.values(value).map((item) => handlerReferencedBy(item, handlers)).find(Boolean);
}

/** Every `{ Ref: name }` in a value. */
function refsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsIn);
  if (value === null || typeof value !== 'object') return [];
  const ref = (value as Record<string, unknown>).Ref;
  return typeof ref === 'string' ? [ref] : Object.values(value).flatMap(refsIn);
}

/** The API's nested stacks (handlers with their routes), each with its template and its functions by logical id. */
function apiParts() {
  return plume.stacks.api.handlers.stacks.map((stack) => ({ stack, template: plume.templateOf(stack), handlers: handlerIdsByLogicalId(stack, plume.stacks.api.handlers) }));
}

/** What the parent gives a nested stack's parameter (`{ Ref: parameter }`). */
function givenTo(nested: NestedStack, parameter: string): unknown {
  const resource = plume.templates.api.toJSON().Resources[plume.stacks.api.getLogicalId(nested.nestedStackResource as CfnElement)];
  return resource.Properties.Parameters?.[parameter];
}

/**
 * The handler a value of a nested stack's template points at: a function of that stack, or one of another nested
 * stack, reached through a parameter the parent fills with that stack's output.
 */
function handlerIn(nested: NestedStack, value: unknown): string | undefined {
  const parts = apiParts();
  const own = handlerReferencedBy(value, parts.find((part) => part.stack === nested)!.handlers);
  if (own) return own;
  for (const parameter of refsIn(value)) {
    const getAtt = (givenTo(nested, parameter) as { 'Fn::GetAtt'?: [string, string] } | undefined)?.['Fn::GetAtt'];
    const producer = getAtt && parts.find((part) => plume.stacks.api.getLogicalId(part.stack.nestedStackResource as CfnElement) === getAtt[0]);
    if (!producer) continue;
    const output = (producer.template.toJSON().Outputs as Record<string, { Value: unknown }>)[getAtt[1].replace(/^Outputs\./, '')];
    const handler = handlerReferencedBy(output?.Value, producer.handlers);
    if (handler) return handler;
  }
  return undefined;
}

/** The API a nested stack's `ApiId` (a parameter) is: the protocol of the parent's API given to it. */
function protocolOf(nested: NestedStack, apiId: { Ref: string }): string {
  const given = givenTo(nested, apiId.Ref) as { Ref: string };
  return plume.templates.api.toJSON().Resources[given.Ref].Properties.ProtocolType;
}

/** Each route of one API as `{ routeKey, handler, authorization }`, following route → integration → function. */
function deployedRoutes(protocol: 'HTTP' | 'WEBSOCKET') {
  return apiParts().flatMap(({ stack, template }) => {
    const integrations = resourcesOf(template, 'AWS::ApiGatewayV2::Integration');
    return Object.values(resourcesOf(template, 'AWS::ApiGatewayV2::Route'))
      .filter((route) => protocolOf(stack, route.Properties.ApiId) === protocol)
      .map(({ Properties: route }) => {
        const integrationId: string = route.Target['Fn::Join'][1][1].Ref;
        return {
          routeKey: route.RouteKey as string,
          handler: handlerIn(stack, integrations[integrationId]!.Properties.IntegrationUri),
          authorization: route.AuthorizationType as string,
        };
      });
  });
}

/** Every rule of the events stack's nested stacks, with the handler its target is (a function of the same stack). */
function deployedRules() {
  return plume.stacks.events.handlers.stacks.flatMap((stack) => {
    const handlers = handlerIdsByLogicalId(stack, plume.stacks.events.handlers);
    return Object.values(resourcesOf(plume.templateOf(stack), 'AWS::Events::Rule')).map(({ Properties: rule }: CfnResource) => ({ rule, handler: handlerReferencedBy(rule.Targets, handlers) }));
  });
}

const byKey = (a: { routeKey: string }, b: { routeKey: string }) => a.routeKey.localeCompare(b.routeKey);

describe('the synthesized templates agree with the route table', () => {
  it('has one HTTP API route per route, with its handler and its auth', () => {
    const expected = httpRoutes.map((route) => ({
      routeKey: routeKey(route),
      handler: route.handler,
      authorization: route.auth === 'none' ? 'NONE' : 'JWT',
    }));
    expect(deployedRoutes('HTTP').sort(byKey)).toEqual(expected.sort(byKey));
    // The JWT authorizer is the parent's, given to each nested stack by id.
    const jwt = Object.keys(plume.templates.api.findResources('AWS::ApiGatewayV2::Authorizer', { Properties: { AuthorizerType: 'JWT' } }));
    for (const { stack, template } of apiParts()) {
      for (const { Properties: route } of Object.values(resourcesOf(template, 'AWS::ApiGatewayV2::Route')).filter(({ Properties: candidate }) => candidate.AuthorizationType === 'JWT')) {
        expect(givenTo(stack, route.AuthorizerId.Ref)).toEqual({ Ref: jwt[0] });
      }
    }
  });

  it('has one WebSocket route per route, only $connect behind the authorizer', () => {
    const expected = webSocketRoutes.map(({ route, handler }) => ({
      routeKey: route,
      handler,
      authorization: route === '$connect' ? 'CUSTOM' : 'NONE',
    }));
    expect(deployedRoutes('WEBSOCKET').sort(byKey)).toEqual(expected.sort(byKey));
    plume.templates.api.hasResourceProperties('AWS::ApiGatewayV2::Api', {
      ProtocolType: 'WEBSOCKET',
      RouteSelectionExpression: webSocketRouteSelectionExpression,
    });
    const [connect] = apiParts().filter(({ template }) => Object.values(resourcesOf(template, 'AWS::ApiGatewayV2::Authorizer')).length);
    const [authorizer] = Object.values(resourcesOf(connect!.template, 'AWS::ApiGatewayV2::Authorizer'));
    expect(authorizer!.Properties.AuthorizerType).toBe('REQUEST');
    expect(handlerIn(connect!.stack, authorizer!.Properties.AuthorizerUri)).toBe(webSocketAuthorizer.handler);
  });

  it('has one rule per event rule, with the exact pattern and consumer', () => {
    const deployed = deployedRules()
      .filter(({ rule }) => rule.EventPattern)
      .map(({ rule, handler }) => ({ name: rule.Name, pattern: rule.EventPattern, consumer: handler, bus: rule.EventBusName }));
    const expected = eventRules.map(({ name, pattern, consumer }) => ({ name: `plume-dev-${name}`, pattern, consumer, bus: 'plume-dev' }));
    const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
    expect(deployed.sort(byName)).toEqual(expected.sort(byName));
  });

  it('has one scheduled rule per schedule, with the exact expression and handler', () => {
    const deployed = deployedRules()
      .filter(({ rule }) => rule.ScheduleExpression)
      .map(({ rule, handler }) => ({ name: rule.Name, expression: rule.ScheduleExpression, handler, bus: rule.EventBusName }));
    const expected = schedules.map(({ name, expression, handler }) => ({ name: `plume-dev-${name}`, expression, handler, bus: undefined }));
    const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
    expect(deployed.sort(byName)).toEqual(expected.sort(byName));
  });

  it('deploys one function per handler of the route table, plus the deploy-time seed', () => {
    const deployed = [...plume.stacks.api.handlers.all.keys(), ...plume.stacks.events.handlers.all.keys(), ...plume.stacks.auth.triggers.keys()];
    expect(deployed.sort()).toEqual([...new Set([...allHandlers(), 'deploy/seed'])].sort());
  });
});
