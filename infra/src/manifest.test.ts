import { beforeAll, describe, expect, it } from 'vitest';
import { Stack, type CfnElement } from 'aws-cdk-lib';
import type { Template } from 'aws-cdk-lib/assertions';
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
import type { HandlerFunctions } from './handler-functions.ts';
import { resourcesOf, synthesisTimeout, synthesizePlume, type CfnResource } from './testing.ts';

/** The route table is the only declaration of routes, rules and schedules: the templates must say exactly the same. */
let plume: ReturnType<typeof synthesizePlume>;
beforeAll(() => {
  plume = synthesizePlume();
}, synthesisTimeout);

/** Handler id of every function of `handlers` that lives in `stack`, by logical id. */
function handlerIdsByLogicalId(stack: Stack, handlers: Pick<HandlerFunctions, 'all'>): Map<string, string> {
  return new Map(
    [...handlers.all].filter(([, fn]) => Stack.of(fn) === stack).map(([handlerId, fn]) => [stack.getLogicalId(fn.node.defaultChild as CfnElement), handlerId]),
  );
}

/**
 * The API's functions are in nested stacks: the parent reaches each through `Fn::GetAtt [<nested stack>, Outputs.<name>]`,
 * the output being the function's ARN. Handler id by the parent's `Outputs.<name>` attribute (output names carry
 * their nested stack's path, so they do not collide between the two).
 */
function handlerIdsByNestedOutput(): Map<string, string> {
  const nestedStacks = [
    [plume.stacks.api.handlersStack, plume.templates.apiHandlers],
    [plume.stacks.api.webSocketHandlersStack, plume.templates.apiWebSocketHandlers],
  ] as const;
  return new Map(
    nestedStacks.flatMap(([nested, template]) => {
      const byLogicalId = handlerIdsByLogicalId(nested, plume.stacks.api.handlers);
      const outputs = (template.toJSON().Outputs ?? {}) as Record<string, { Value: unknown }>;
      return Object.entries(outputs).flatMap(([name, { Value }]) => {
        const getAtt = (Value as Record<string, unknown>)['Fn::GetAtt'];
        const handlerId = Array.isArray(getAtt) && getAtt[1] === 'Arn' ? byLogicalId.get(getAtt[0]) : undefined;
        return handlerId ? [[`Outputs.${name}`, handlerId] as const] : [];
      });
    }),
  );
}

/** The handler a value points at through `Fn::GetAtt [<function>, Arn]`, however deeply it is nested. */
function handlerReferencedBy(value: unknown, handlers: Map<string, string>): string | undefined {
  if (Array.isArray(value)) return value.map((item) => handlerReferencedBy(item, handlers)).find(Boolean);
  if (value === null || typeof value !== 'object') return undefined;
  const getAtt = (value as Record<string, unknown>)['Fn::GetAtt'];
  if (Array.isArray(getAtt) && getAtt[1] === 'Arn' && handlers.has(getAtt[0])) return handlers.get(getAtt[0]);
  if (Array.isArray(getAtt) && handlers.has(getAtt[1])) return handlers.get(getAtt[1]);
  return Object.values(value).map((item) => handlerReferencedBy(item, handlers)).find(Boolean);
}

/** Each route of one API as `{ routeKey, handler, authorization }`, following route → integration → function. */
function deployedRoutes(template: Template, protocol: 'HTTP' | 'WEBSOCKET', handlers: Map<string, string>) {
  const [apiId] = Object.keys(template.findResources('AWS::ApiGatewayV2::Api', { Properties: { ProtocolType: protocol } }));
  const integrations = resourcesOf(template, 'AWS::ApiGatewayV2::Integration');
  return Object.values(resourcesOf(template, 'AWS::ApiGatewayV2::Route'))
    .filter((route) => route.Properties.ApiId.Ref === apiId)
    .map(({ Properties: route }) => {
      const integrationId: string = route.Target['Fn::Join'][1][1].Ref;
      return {
        routeKey: route.RouteKey as string,
        handler: handlerReferencedBy(integrations[integrationId]!.Properties.IntegrationUri, handlers),
        authorization: route.AuthorizationType as string,
      };
    });
}

const byKey = (a: { routeKey: string }, b: { routeKey: string }) => a.routeKey.localeCompare(b.routeKey);

describe('the synthesized templates agree with the route table', () => {
  it('has one HTTP API route per route, with its handler and its auth', () => {
    const handlers = handlerIdsByNestedOutput();
    const expected = httpRoutes.map((route) => ({
      routeKey: routeKey(route),
      handler: route.handler,
      authorization: route.auth === 'none' ? 'NONE' : 'JWT',
    }));
    expect(deployedRoutes(plume.templates.api, 'HTTP', handlers).sort(byKey)).toEqual(expected.sort(byKey));
  });

  it('has one WebSocket route per route, only $connect behind the authorizer', () => {
    const handlers = handlerIdsByNestedOutput();
    const expected = webSocketRoutes.map(({ route, handler }) => ({
      routeKey: route,
      handler,
      authorization: route === '$connect' ? 'CUSTOM' : 'NONE',
    }));
    expect(deployedRoutes(plume.templates.api, 'WEBSOCKET', handlers).sort(byKey)).toEqual(expected.sort(byKey));
    plume.templates.api.hasResourceProperties('AWS::ApiGatewayV2::Api', {
      ProtocolType: 'WEBSOCKET',
      RouteSelectionExpression: webSocketRouteSelectionExpression,
    });
    const [authorizer] = Object.values(resourcesOf(plume.templates.api, 'AWS::ApiGatewayV2::Authorizer')).filter(
      (resource) => resource.Properties.AuthorizerType === 'REQUEST',
    );
    expect(handlerReferencedBy(authorizer!.Properties.AuthorizerUri, handlers)).toBe(webSocketAuthorizer.handler);
  });

  it('has one rule per event rule, with the exact pattern and consumer', () => {
    const handlers = handlerIdsByLogicalId(plume.stacks.events, plume.stacks.events.handlers);
    const deployed = Object.values(resourcesOf(plume.templates.events, 'AWS::Events::Rule'))
      .filter((rule) => rule.Properties.EventPattern)
      .map(({ Properties: rule }) => ({
        name: rule.Name,
        pattern: rule.EventPattern,
        consumer: handlerReferencedBy(rule.Targets, handlers),
      }));
    const expected = eventRules.map(({ name, pattern, consumer }) => ({ name: `plume-${name}`, pattern, consumer }));
    expect(deployed).toEqual(expected);
  });

  it('has one scheduled rule per schedule, with the exact expression and handler', () => {
    const handlers = handlerIdsByLogicalId(plume.stacks.events, plume.stacks.events.handlers);
    const deployed = Object.values(resourcesOf(plume.templates.events, 'AWS::Events::Rule'))
      .filter((rule) => rule.Properties.ScheduleExpression)
      .map(({ Properties: rule }: CfnResource) => ({
        name: rule.Name,
        expression: rule.ScheduleExpression,
        handler: handlerReferencedBy(rule.Targets, handlers),
      }));
    const expected = schedules.map(({ name, expression, handler }) => ({ name: `plume-${name}`, expression, handler }));
    expect(deployed).toEqual(expected);
  });

  it('deploys one function per handler of the route table, plus the deploy-time seed', () => {
    const deployed = [...plume.stacks.api.handlers.all.keys(), ...plume.stacks.events.handlers.all.keys()];
    expect(deployed.sort()).toEqual([...new Set([...allHandlers(), 'deploy/seed'])].sort());
  });
});
