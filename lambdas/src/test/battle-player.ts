import WebSocket from 'ws';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ACCEPTANCE_GRACE_MS, MAX_CREDIT_MS } from '@plume/shared/battles';
import { cloud, documentClient } from '#test/cloud-client';

/*
 * A player on the local gateway's real WebSocket, every frame kept so a test can check what a player was (and was
 * not) sent. Used by the group battle and Q&A integration tests.
 */

export type Frame = Record<string, any>;

export class Player {
  readonly frames: Frame[] = [];
  private constructor(readonly socket: WebSocket, readonly profileId: string) {
    socket.on('message', (data) => this.frames.push(JSON.parse(data.toString()) as Frame));
  }

  /** `url`: another local cloud than the run's shared one (a test that restarts its own). */
  static async connect(token: string, profileId: string, url = cloud().url): Promise<Player> {
    const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/ws?token=${token}`);
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    return new Player(socket, profileId);
  }

  send(action: string, body: Frame = {}): void {
    this.socket.send(JSON.stringify({ action, profileId: this.profileId, ...body }));
  }

  /** The first frame (from `from` on) that matches, waiting for it if need be (the timeout only catches a hang: a question lasts 30 s). */
  async next(match: (frame: Frame) => boolean, from = 0, timeoutMs = 60_000): Promise<Frame> {
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
/** Waits until a server epoch (the local cloud shares this machine's clock). */
export const waitUntil = (serverEpoch: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, serverEpoch - Date.now() + 20)));

export async function walletOf(profileId: string): Promise<number> {
  const { Item } = await documentClient().send(new GetCommand({ TableName: cloud().tableName, Key: { pk: `WALLET#${profileId}`, sk: 'WALLET' }, ConsistentRead: true }));
  return (Item?.balance as number | undefined) ?? 0;
}

/** The stored battle item, every attribute (the tests read answers and option orders to play deterministically). */
export async function storedBattle(battleId: string): Promise<Frame> {
  const { Item } = await documentClient().send(new GetCommand({ TableName: cloud().tableName, Key: { pk: `BATTLE#${battleId}`, sk: 'BATTLE' }, ConsistentRead: true }));
  return Item!;
}

/**
 * Ends the window of the question on screen as its clock would, without waiting for it: its stored show time and
 * deadline move back until now is past deadline + the largest lag credit + the grace. The server judges lateness from
 * what it stored, so an answer sent now is as late as one sent after the real 30 s; the timer set for the real
 * deadline fires later and finds the question already revealed, or reveals it with nobody's answer.
 */
export async function closeQuestionWindow(battleId: string, question: Frame): Promise<void> {
  const shownAt = Date.now() - (question.deadline - question.shownAt) - MAX_CREDIT_MS - ACCEPTANCE_GRACE_MS - 100;
  await documentClient().send(new UpdateCommand({
    TableName: cloud().tableName, Key: { pk: `BATTLE#${battleId}`, sk: 'BATTLE' },
    UpdateExpression: 'SET shownAt = :shownAt, deadline = :deadline',
    ExpressionAttributeValues: { ':shownAt': shownAt, ':deadline': shownAt + question.deadline - question.shownAt },
  }));
}

/** The position, in this player's order, of the right (or, with `wrong`, a wrong) option of question `index`. */
export function shownPosition(battle: Frame, profileId: string, index: number, wrong = false): number {
  const order = battle.players[profileId].orders[index] as number[];
  const answer = battle.questions[index].answer as number;
  return order.findIndex((option) => (wrong ? option !== answer : option === answer));
}
