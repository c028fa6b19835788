import { describe, expect, it } from 'vitest';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { CreateScheduleCommand, SchedulerClient } from '@aws-sdk/client-scheduler';
import { backstopAt } from '@plume/shared/battles';
import { atExpression } from '@plume/shared/schedule-expression';
import { timerFunctionName, timerGroupName } from '../routes.ts';
import { cloud, documentClient } from '#test/cloud-client';
import { dueTimersFired, subscriberAndStranger } from '#test/accounts';
import { ofType, Player, storedBattle, waitUntil, type Frame } from '#test/battle-player';

/*
 * The server-side deadline (docs/battles.md, « How a deadline fires when nobody answers »), through the local
 * gateway's real WebSocket and the local Scheduler: the clients here never answer and never nudge, so every reveal
 * and every next question comes from a timer. Questions keep their real 30 s; a room cannot choose fewer questions,
 * so the battle of the first test is cut to 2 in its stored item before it starts (the last question's timeout ends
 * it just as the tenth would).
 */

const scheduler = () => new SchedulerClient({ endpoint: cloud().scheduler, region: 'eu-west-3', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
const deadlineTarget = `arn:aws:lambda:eu-west-3:000000000000:function:${timerFunctionName('battle-deadline')}`;

/** A friend room of two subscribers, both seated, not started. */
async function seatedRoom() {
  const { token, profileId, other } = await subscriberAndStranger();
  const [owner, guest] = await Promise.all([Player.connect(token, profileId), Player.connect(other.token, other.uid)]);
  owner.send('battle_create', { category: 'histoire', entryFee: 0 });
  const room = await owner.next(ofType('battle_room'));
  guest.send('battle_join', { code: room.code });
  await owner.next(ofType('battle_room', (f) => f.players.length === 2));
  return { owner, guest, battleId: room.battleId as string };
}

/** When a frame arrived: the helper polls every 20 ms, so this is its receipt time within that. */
async function arrival(player: Player, match: (frame: Frame) => boolean, from: number): Promise<{ frame: Frame; at: number }> {
  const frame = await player.next(match, from);
  return { frame, at: Date.now() };
}

/** The whole second the timer of a question with this deadline fires at. */
const firesAt = (deadline: number) => Math.ceil(backstopAt(deadline) / 1000) * 1000;

describe.concurrent('the server-side deadline of battle questions', () => {
  it('reveals and shows the next question at each deadline with nobody answering or nudging, and finishes the battle by timeouts', async () => {
    const { owner, guest, battleId } = await seatedRoom();
    try {
      await documentClient().send(new UpdateCommand({
        TableName: cloud().tableName, Key: { pk: `BATTLE#${battleId}`, sk: 'BATTLE' },
        UpdateExpression: 'REMOVE questions[9], questions[8], questions[7], questions[6], questions[5], questions[4], questions[3], questions[2]',
      }));
      owner.send('battle_start', { battleId });
      for (const index of [0, 1]) {
        const [question] = await Promise.all([owner.next(ofType('battle_question', (f) => f.index === index), 0), guest.next(ofType('battle_question', (f) => f.index === index), 0)]);
        const from = owner.frames.length;
        const reveal = await arrival(owner, ofType('battle_reveal', (f) => f.index === index), from);
        // Never before the timer's second. How soon after is a measure (printed here), not a verdict: a Lambda
        // invocation and its pushes take ~1 s on a quiet two-core machine, several times that on a loaded one.
        expect(reveal.at).toBeGreaterThanOrEqual(firesAt(question.deadline));
        console.info(`question ${index} revealed ${reveal.at - firesAt(question.deadline)} ms after its timer's second`);
        expect(reveal.frame.players.every((p: Frame) => !p.answered)).toBe(true);
        await guest.next(ofType('battle_reveal', (f) => f.index === index));
      }
      const [ownerResult, guestResult] = await Promise.all([owner.next(ofType('battle_finished')), guest.next(ofType('battle_finished'))]);
      expect(ownerResult).toEqual(guestResult);
      expect(ownerResult.reason).toBe('completed');
      expect(ownerResult.standings.map((s: Frame) => s.result)).toEqual(['draw', 'draw']);
      // Every question shown and revealed exactly once, to each player.
      for (const player of [owner, guest]) {
        expect(player.frames.filter((f) => f.type === 'battle_question').map((f) => f.index)).toEqual([0, 1]);
        expect(player.frames.filter((f) => f.type === 'battle_reveal').map((f) => f.index)).toEqual([0, 1]);
      }
      expect(await storedBattle(battleId)).toMatchObject({ status: 'finished', revealed: 1 });
    } finally {
      owner.close();
      guest.close();
    }
  });

  it('reveals once however many deliveries of a question timer arrive at once, and a stale timer changes nothing', async () => {
    const { owner, guest, battleId } = await seatedRoom();
    try {
      owner.send('battle_start', { battleId });
      const question = await owner.next(ofType('battle_question', (f) => f.index === 0));
      const fire = (name: string, at: number, index: number) => scheduler().send(new CreateScheduleCommand({
        Name: name, GroupName: timerGroupName, ScheduleExpression: atExpression(at), FlexibleTimeWindow: { Mode: 'OFF' }, ActionAfterCompletion: 'DELETE',
        Target: { Arn: deadlineTarget, RoleArn: 'arn:aws:iam::000000000000:role/test', Input: JSON.stringify({ battleId, index }) },
      }));
      // Ten more deliveries of question 0's timer, in the same second as the battle's own one.
      await Promise.all(Array.from({ length: 10 }, (_, copy) => fire(`test-${battleId}-${copy}`, backstopAt(question.deadline), 0)));
      const next = await owner.next(ofType('battle_question', (f) => f.index === 1), 0);
      await guest.next(ofType('battle_question', (f) => f.index === 1), 0);
      await dueTimersFired(); // every copy has run to its end: a late one would have sent its frames by now
      // A timer of question 0 arriving after its reveal (a retry, a replay): no reveal, no question, no change.
      const before = await storedBattle(battleId);
      const late = Date.now();
      await fire(`test-${battleId}-late`, late, 0);
      await waitUntil(Math.ceil(late / 1000) * 1000); // its whole second
      await dueTimersFired();
      for (const player of [owner, guest]) {
        expect(player.frames.filter((f) => f.type === 'battle_reveal').map((f) => f.index)).toEqual([0]);
        expect(player.frames.filter((f) => f.type === 'battle_question').map((f) => f.index)).toEqual([0, 1]);
      }
      expect(await storedBattle(battleId)).toEqual(before);
      expect(before).toMatchObject({ status: 'playing', current: 1, revealed: 0, shownAt: next.shownAt, deadline: next.deadline });
    } finally {
      owner.close();
      guest.close();
    }
  });
});
