import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { api, documentClient, signedInUser } from '@plume/lambdas/test/cloud-client';
import { ofType, Player, waitUntil, type Frame } from '@plume/lambdas/test/battle-player';
import { startLocalCloud, type LocalCloud } from './cloud.ts';
import { freePort } from './ports.ts';

/**
 * A restart of the local cloud in the middle of a battle (docs/battles.md, « Disconnects and resume »): every socket
 * drops with it; the players connect again, take their seats back with their resume tokens, and the battle goes on.
 * Its own cloud (not the shared one), stopped and started again on the same data directory and ports.
 */
describe('a battle across a local cloud restart', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'plume-battle-restart-'));
  let cloud: LocalCloud | undefined;
  afterAll(async () => {
    await cloud?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('resumes both seats after the restart and plays on', async () => {
    const ports = { port: await freePort(), dynamoPort: await freePort(), eventsPort: await freePort() };
    cloud = await startLocalCloud({ dataDir, ...ports });
    const { url, tableName } = cloud;
    const table = documentClient(cloud.endpoints.dynamodb);
    const pool = { ...cloud.userPool, cognito: cloud.endpoints.cognito };
    const subscriber = async () => {
      const { idToken } = await signedInUser({ pool });
      const uid = (await api('/api/get_user', { url, token: idToken, body: '{}' })).body?.data.uid as string;
      await table.send(new UpdateCommand({
        TableName: tableName, Key: { pk: `USER#${uid}`, sk: 'ACCOUNT' },
        UpdateExpression: 'SET isPremium = :true, periodEnd = :end', ExpressionAttributeValues: { ':true': true, ':end': new Date(Date.now() + 86_400_000).toISOString() },
      }));
      return { token: idToken, uid };
    };
    const [a, b] = await Promise.all([subscriber(), subscriber()]);
    let [owner, guest] = await Promise.all([Player.connect(a.token, a.uid, url), Player.connect(b.token, b.uid, url)]);
    try {
      owner.send('battle_create', { category: 'grammaire' });
      const room = await owner.next(ofType('battle_room'));
      guest.send('battle_join', { code: room.code });
      await owner.next(ofType('battle_room', (f) => f.players.length === 2));
      const seats = { owner: (await owner.next(ofType('battle_seat'))).resumeToken as string, guest: (await guest.next(ofType('battle_seat'))).resumeToken as string };
      owner.send('battle_start', { battleId: room.battleId });
      const question = await owner.next(ofType('battle_question', (f) => f.index === 0));
      await waitUntil(question.shownAt);
      owner.send('battle_answer', { battleId: room.battleId, questionId: question.questionId, choice: 0 });
      await owner.next(ofType('battle_answer_ack'));

      await cloud.stop();
      cloud = await startLocalCloud({ dataDir, ...ports });
      [owner, guest] = await Promise.all([Player.connect(a.token, a.uid, url), Player.connect(b.token, b.uid, url)]);
      owner.send('battle_resume', { battleId: room.battleId, token: seats.owner });
      guest.send('battle_resume', { battleId: room.battleId, token: seats.guest });
      const [mine, theirs] = await Promise.all([owner.next(ofType('battle_snapshot'), 0), guest.next(ofType('battle_snapshot'), 0)]);
      expect(mine.room.status).toBe('playing');
      expect(mine.question.questionId).toBe(theirs.question.questionId);
      // The battle kept its state: the owner's answer to the first question is still theirs (or already revealed).
      if (mine.question.index === 0) expect(mine.answer?.questionId).toBe(question.questionId);
      else expect(mine.reveal.players.find((p: Frame) => p.profileId === owner.profileId).answered).toBe(true);

      // It goes on: once the question on screen is past, a nudge reveals it and the next one shows to both.
      const current = mine.question;
      await waitUntil(current.deadline + 600);
      owner.send('battle_nudge', { battleId: room.battleId, questionId: current.questionId });
      await Promise.all([owner, guest].map((p) => p.next(ofType('battle_reveal', (f) => f.index === current.index), 0)));
      await Promise.all([owner, guest].map((p) => p.next(ofType('battle_question', (f) => f.index === current.index + 1), 0)));
      const stored = await table.send(new GetCommand({ TableName: tableName, Key: { pk: `BATTLE#${room.battleId}`, sk: 'BATTLE' }, ConsistentRead: true }));
      expect(stored.Item!.players[owner.profileId].connectionId).not.toBe(stored.Item!.players[guest.profileId].connectionId);
    } finally {
      owner.close();
      guest.close();
    }
  }, 300_000);
});
