import * as api from '@plume/shared/endpoints';
import { Refusal } from '@plume/shared';
import { httpHandler } from '#runtime/http';
import { assertOwnProfile } from '#account/profiles';
import { getAttempt, getBankPassage, getDictationSettings, listOpenAttempts } from '#dictation/data/dictations';
import { openDictation, reopenDictation } from '#dictation/open-dictation';

/**
 * Opens a dictation of a bank passage: its audio, never its text. When the profile already has this passage started
 * and not handed in (on another device, before a reload), that attempt reopens with its saved copy instead of a new one.
 */
export const handler = httpHandler(api.startDictation, async ({ body, identity }) => {
  const [, bank, settings, open] = await Promise.all([
    assertOwnProfile(identity, body.profileId), getBankPassage(body.passageId), getDictationSettings(body.profileId), listOpenAttempts(body.profileId, body.passageId),
  ]);
  if (!bank) throw new Refusal('not_found', 'dictation_not_found');
  const started = open[0] && (await getAttempt(body.profileId, open[0].attemptId));
  // Handed in between the list and the read: a new attempt, as if it had not been there.
  if (started && started.status === 'started') return { message: 'dictation_resumed', data: await reopenDictation(started, settings) };
  const { passage, inflections } = bank;
  const session = await openDictation(identity.sub, body.profileId, {
    passageId: passage.id, title: passage.title, level: passage.level, ...(passage.source ? { source: passage.source } : {}),
    text: passage.text, groups: passage.groups, inflections,
  }, settings);
  return { status: 201, message: 'dictation_started', data: session };
});
