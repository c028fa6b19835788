import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import * as z from 'zod';
import { cloud } from '#test/cloud-client';
import { premiumAccount } from '#test/accounts';
import { hostileValues, sample, type JsonSchema } from '#test/hostile-input';
import { useLocalCloudEnvironment } from '#test/local-cloud-env';
import { webSocketRoutes, type WebSocketRoute } from './routes.ts';

/**
 * Every WebSocket action of the manifest, tried as an attacker would, through the local gateway's real socket: frames
 * that are not JSON, not objects, of the wrong types, oversized or hostile, and each field of a valid frame replaced in
 * turn by a hostile value. Generated from the manifest's frame schemas, so a new action is covered the day it is
 * added. No frame may crash a handler (API Gateway's « Internal server error » frame, or our `internal_error`), every
 * refusal is an `error` frame with a catalogue message, and the socket keeps serving.
 */

type Frame = Record<string, unknown>;
const actionRoutes = webSocketRoutes.filter((route) => !route.route.startsWith('$'));

function hostileFrames(action: string): [string, string][] {
  return [
    ['invalid JSON', `{"action": "${action}", `],
    ['the action alone', JSON.stringify({ action })],
    ['the action as a number', JSON.stringify({ action: 42 })],
    ['a prototype pollution', `{"action": "${action}", "__proto__": {"isAdmin": true}, "constructor": {"prototype": {"polluted": 1}}}`],
    ['deep nesting', `{"action": "${action}", "x": ${'{"a":'.repeat(2_000)}1${'}'.repeat(2_000)}}`],
    ['an unknown field', JSON.stringify({ action, zzz: 1 })],
    ['120 KB of text', JSON.stringify({ action, profileId: 'z'.repeat(120 * 1024) })],
  ];
}

function probesOf(route: WebSocketRoute): [string, string][] {
  const probes = hostileFrames(route.route);
  if (!route.frame) return probes;
  const schema = z.toJSONSchema(route.frame, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const valid = sample(schema) as Frame;
  for (const field of Object.keys(schema.properties ?? {}).filter((key) => key !== 'action')) {
    for (const [what, value] of hostileValues) probes.push([`${field} as ${what}`, JSON.stringify({ ...valid, [field]: value })]);
  }
  return probes;
}

/** A frame that says a handler failed: API Gateway's own, or the runtime's answer to an unexpected error. */
const isCrash = (frame: Frame) => frame.message === 'Internal server error' || frame.code === 'internal_error';
const isEnvelope = (frame: Frame) => frame.type !== 'error' || (frame.error === true && typeof frame.code === 'string' && typeof frame.message === 'string' && frame.message !== '');

describe('every WebSocket action of the manifest against hostile frames', () => {
  let token = '';

  beforeAll(async () => {
    useLocalCloudEnvironment();
    ({ token } = await premiumAccount());
  });

  it('names the frame schema of every action, so that the probes below know its fields', () => {
    expect(actionRoutes.filter((route) => !route.frame).map((route) => route.route)).toEqual([]);
  });

  it.each(actionRoutes.map((route) => [route.route, route] as const))('%s: no crash, every refusal an error frame, the socket still serving', async (_, route) => {
    const socket = new WebSocket(`${cloud().url.replace(/^http/, 'ws')}/ws?token=${token}`);
    const frames: Frame[] = [];
    socket.on('message', (data) => frames.push(JSON.parse(data.toString()) as Frame));
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    try {
      const probes = probesOf(route);
      for (const [, frame] of probes) socket.send(frame);
      // Handlers run in parallel workers: a ping's pong after a pause says the socket still serves once they are done.
      const pongs = () => frames.filter((frame) => frame.type === 'pong' && frame.id === 'after-fuzz').length;
      for (let attempt = 0; attempt < 100 && pongs() === 0; attempt++) {
        if (attempt % 10 === 0) socket.send(JSON.stringify({ action: 'ping', id: 'after-fuzz' }));
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(pongs(), 'the socket answers a ping after the probes').toBeGreaterThan(0);
      expect(socket.readyState).toBe(WebSocket.OPEN);
      expect(frames.filter(isCrash).map((frame) => JSON.stringify(frame).slice(0, 300)), `${probes.length} probes`).toEqual([]);
      expect(frames.filter((frame) => !isEnvelope(frame)).map((frame) => JSON.stringify(frame).slice(0, 300))).toEqual([]);
      // Every probe is refused or answered: at least one error frame per probe that cannot be valid.
      expect(frames.filter((frame) => frame.type === 'error').length).toBeGreaterThanOrEqual(hostileFrames(route.route).length - 2);
    } finally {
      socket.close();
    }
  }, 120_000);
});
