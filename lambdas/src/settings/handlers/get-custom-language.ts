import * as api from '@plume/shared/endpoints';
import { httpHandler } from '#runtime/http';
import { getCustomLanguage } from '#settings/data/settings';

export const handler = httpHandler(api.getCustomLanguage, async () => ({ message: 'custom_language_loaded', data: await getCustomLanguage() }));
