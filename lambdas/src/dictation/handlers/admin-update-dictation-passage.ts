import * as api from '@plume/shared/endpoints';
import { httpHandler } from '#runtime/http';
import { updateAdminPassage } from '#dictation/admin-passages';

/** Edits a passage, or hides or shows it, over the version the admin read (409 when someone saved in between). */
export const handler = httpHandler(api.adminUpdateDictationPassage, async ({ body, identity }) => ({ message: 'dictation_passage_saved', data: { passage: await updateAdminPassage(body, identity.sub) } }));
