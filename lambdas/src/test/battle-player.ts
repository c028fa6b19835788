import WebSocket from 'ws';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { cloud, documentClient } from '#test/cloud-client';

/*
 * A battle player for integration tests: a real `ws` client through the local gateway, every frame kept so a test
 * can check what a player was (and was not) sent.
 */

export type Frame = Record<string, any>;

export class Player {
  readonly frames: Frame[] = [];
  private constructor(readonly socket: WebSocket, readonly profileId: string) {
    socket.on('message', (data) => this.frames.push(JSON.parse(data.toString()) as Frame));
  }

  static async connect(token: string, profileId: string): Promise<Player> {
    const socket = new WebSocket(`${cloud().url.replace(/^http/, 'ws')}/ws?token=${token}`);
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    return new Player(socket, profileId);
  }

  send(action: string, body: Frame = {}): void {
    this.socket.send(JSON.stringify({ action, profileId: this.profileId, ...body }));
  }

  /** The first frame (from `from` on) that matches, waiting for it if need be. */
  async next(match: (frame: Frame) => boolean, from = 0, timeoutMs = 15_000): Promise<Frame> {
    const started = Date.now();
    for (;;) {
      const found = this.frames.slice(from).find(match);
      if (found) return found;
      if (Date.now() - started > timeoutMs) throw new Error(`no matching frame; got ${JSON.stringify(this.frames.slice(from)).slice(0, 2_000)}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  close(): void {
    this.socket.close();
  }
}

export const ofType = (type: string, extra: (frame: Frame) => boolean = () => true) => (frame: Frame) => frame.type === type && extra(frame);
export const errorCode = (code: string) => (frame: Frame) => frame.type === 'error' && frame.code === code;
export const waitUntil = (serverEpoch: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, serverEpoch - Date.now() + 20)));

export async function walletOf(profileId: string): Promise<number> {
  const { Item } = await documentClient().send(new GetCommand({ TableName: cloud().tableName, Key: { pk: `WALLET#${profileId}`, sk: 'WALLET' }, ConsistentRead: true }));
  return (Item?.balance as number | undefined) ?? 0;
}
