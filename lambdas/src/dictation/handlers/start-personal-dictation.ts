import { randomInt } from 'node:crypto';
import * as api from '@plume/shared/endpoints';
import { Refusal } from '@plume/shared';
import { composePersonalDictation } from '@plume/shared/dictation/personal';
import { httpHandler } from '#runtime/http';
import { assertOwnProfile } from '#account/profiles';
import { getDictationSettings, listAttemptSummaries, listBankPassages, recentMistakes } from '#dictation/data/dictations';
import { openDictation } from '#dictation/open-dictation';

/**
 * Opens a personal dictation: sentences of the bank chosen to exercise what this profile missed most, recently, at
 * its level (the one asked for, else the level of its latest dictation, else CM).
 */
export const handler = httpHandler(api.startPersonalDictation, async ({ body, identity }) => {
  const [, passages, mistakes, latest, settings] = await Promise.all([
    assertOwnProfile(identity, body.profileId), listBankPassages(), recentMistakes(body.profileId), listAttemptSummaries(body.profileId), getDictationSettings(body.profileId),
  ]);
  const level = body.level ?? latest[0]?.level ?? 'cm';
  const composed = composePersonalDictation({ passages, mistakes, level, now: Date.now(), random: () => randomInt(2 ** 32) / 2 ** 32 });
  if (!composed.groups.length) throw new Refusal('not_found', 'dictation_not_found');
  const session = await openDictation(identity.sub, body.profileId, composed, settings);
  return { status: 201, message: 'dictation_started', data: session };
});
