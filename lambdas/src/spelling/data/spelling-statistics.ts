import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { RuleTally, SessionOutcome } from '@plume/shared/spelling/session';
import { dynamo } from '#clients/dynamo';
import { backOff, cancellationReasons, tableName } from '#table/table';
import { profileKeys } from '#table/keys';

/*
 * A profile's spelling totals, one item in its partition (`SPELLSTATS`): sessions, words answered, words right the
 * first time, and per rule `words:<rule>` / `correct:<rule>`. The `spelling.completed` consumer adds a finished
 * session once: its marker (`APPLIED#spelling-stats#<session id>`) goes in the same transaction as the additions, so a
 * replay is refused by the marker's condition and changes nothing. Additions commute: no read, no version.
 */
const WORDS = 'words:';
const CORRECT = 'correct:';
const MAX_ATTEMPTS = 5;

export interface SpellingTotals { sessions: number; words: number; correct: number; byRule: RuleTally[] }

/** Adds one finished session's outcome to the profile's totals, once per session; `false` if it was already added. */
export async function addSessionToTotals(profileId: string, sessionId: string, outcome: Pick<SessionOutcome, 'answered' | 'correctFirstTime' | 'byRule'>): Promise<boolean> {
  const names: Record<string, string> = {};
  const values: Record<string, number> = { ':one': 1, ':words': outcome.answered, ':correct': outcome.correctFirstTime };
  const additions = ['sessions :one', 'words :words', 'correct :correct'];
  outcome.byRule.forEach(({ rule, words, correct }, index) => {
    names[`#w${index}`] = `${WORDS}${rule}`;
    names[`#c${index}`] = `${CORRECT}${rule}`;
    values[`:w${index}`] = words;
    values[`:c${index}`] = correct;
    additions.push(`#w${index} :w${index}`, `#c${index} :c${index}`);
  });
  for (let attempt = 0; ; attempt++) {
    try {
      await dynamo.send(new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: tableName(), Item: profileKeys.spellingStatsApplied(profileId, sessionId), ConditionExpression: 'attribute_not_exists(pk)' } },
          {
            Update: {
              TableName: tableName(), Key: profileKeys.spellingStats(profileId), UpdateExpression: `ADD ${additions.join(', ')}`,
              ...(Object.keys(names).length ? { ExpressionAttributeNames: names } : {}), ExpressionAttributeValues: values,
            },
          },
        ],
      }));
      return true;
    } catch (error) {
      const reasons = cancellationReasons(error);
      if (reasons?.[0] === 'ConditionalCheckFailed') return false;
      // Two sessions of one profile added at the same moment: the loser tries again (the event bus would, later).
      if (!reasons?.includes('TransactionConflict') || attempt >= MAX_ATTEMPTS) throw error;
      await backOff(attempt);
    }
  }
}

/** The profile's totals in one read (zeros before its first finished session); rules in no particular order. */
export async function getSpellingTotals(profileId: string): Promise<SpellingTotals> {
  const { Item = {} } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: profileKeys.spellingStats(profileId), ConsistentRead: true }));
  const byRule = Object.keys(Item).filter((name) => name.startsWith(WORDS)).map((name) => {
    const rule = name.slice(WORDS.length) as RuleTally['rule'];
    return { rule, words: Number(Item[name]), correct: Number(Item[`${CORRECT}${rule}`] ?? 0) };
  });
  return { sessions: Number(Item.sessions ?? 0), words: Number(Item.words ?? 0), correct: Number(Item.correct ?? 0), byRule };
}
