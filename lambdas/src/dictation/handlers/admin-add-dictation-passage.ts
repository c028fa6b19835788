import * as api from '@plume/shared/endpoints';
import { httpHandler } from '#runtime/http';
import { addAdminPassage } from '#dictation/admin-passages';

/** Adds a passage to a level of the bank (learners may be dictated it at once). */
export const handler = httpHandler(api.adminAddDictationPassage, async ({ body, identity }) => ({ status: 201, message: 'dictation_passage_added', data: { passage: await addAdminPassage(body, identity.sub) } }));
