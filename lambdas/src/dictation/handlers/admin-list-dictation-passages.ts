import * as api from '@plume/shared/endpoints';
import { httpHandler } from '#runtime/http';
import { listAdminPassages } from '#dictation/admin-passages';

/** A level's dictation passages with their texts and groups, hidden ones included; a search narrows them. */
export const handler = httpHandler(api.adminListDictationPassages, async ({ body }) => ({ message: 'dictation_passages_loaded', data: { passages: await listAdminPassages(body) } }));
