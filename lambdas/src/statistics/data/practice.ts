import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { extendStreak, type Streak } from '@plume/shared';
import { dynamo } from '#clients/dynamo';
import { getStats } from './stats.ts';
import { backOff, tableName, writeIfCondition } from '#table/table';
import { profileKeys } from '#table/keys';

/*
 * A profile's practice streak (`PROFILE#<id>` / `PRACTICE`): consecutive Paris days with any practice — a quiz game,
 * a dictation handed in, a spelling session, a flashcard review, a crossword check, a battle — whatever told it. The
 * « Série » badge counts it (docs/economy.md « Badges »). Extending with a day already counted changes nothing
 * (`extendStreak`), so a redelivered event, or ten activities of one day, extend it once; the item is written only
 * over the last day read, so two activities racing cannot lose a day. Until a profile's item exists its streak is the
 * one its quiz games kept (`STATS.playStreak`, all the streak counted before), and its first practice day extends that.
 */

const MAX_ATTEMPTS = 20;

async function readStreak(profileId: string): Promise<{ streak: Streak; stored: boolean }> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: profileKeys.practice(profileId), ConsistentRead: true }));
  if (Item) return { streak: { current: Number(Item.current), best: Number(Item.best), lastDay: (Item.lastDay as string | undefined) ?? null }, stored: true };
  return { streak: (await getStats(profileId)).playStreak, stored: false };
}

export async function getPracticeStreak(profileId: string): Promise<Streak> {
  return (await readStreak(profileId)).streak;
}

/** Counts `day` (a Paris day) as practised; `extended` is false when the streak already had it (or a later day). */
export async function recordPracticeDay(profileId: string, day: string): Promise<{ streak: Streak; extended: boolean }> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const { streak: before, stored } = await readStreak(profileId);
    const after = extendStreak(before, day);
    if (after === before) return { streak: before, extended: false };
    const written = await writeIfCondition(dynamo.send(new PutCommand({
      TableName: tableName(),
      Item: { ...profileKeys.practice(profileId), ...after },
      ConditionExpression: stored ? 'lastDay = :seen' : 'attribute_not_exists(pk)',
      ...(stored ? { ExpressionAttributeValues: { ':seen': before.lastDay } } : {}),
    })));
    if (written) return { streak: after, extended: true };
    await backOff(attempt);
  }
  throw new Error(`practice streak of ${profileId} too contended: gave up after ${MAX_ATTEMPTS} attempts`);
}
