import * as api from '@plume/shared/endpoints';
import { Refusal } from '@plume/shared';
import { httpHandler } from '#runtime/http';
import { assertOwnProfile } from '#accounts/profiles';
import { getBankPassage, getDictationSettings } from '#data/dictations';
import { openDictation } from '#dictations/open-dictation';

/** Opens a dictation of a bank passage: its audio, never its text. */
export const handler = httpHandler(api.startDictation, async ({ body, identity }) => {
  const [, bank, settings] = await Promise.all([assertOwnProfile(identity!, body.profileId), getBankPassage(body.passageId), getDictationSettings(body.profileId)]);
  if (!bank) throw new Refusal('not_found', 'dictation_not_found');
  const { passage, inflections } = bank;
  const session = await openDictation(identity!.sub, body.profileId, {
    passageId: passage.id, title: passage.title, level: passage.level, ...(passage.source ? { source: passage.source } : {}),
    text: passage.text, groups: passage.groups, inflections,
  }, settings);
  return { status: 201, message: 'dictation_started', data: session };
});
