import * as api from '@plume/shared/endpoints';
import { httpHandler } from '#runtime/http';
import { saveContactMessage } from '#data/contact';

export const handler = httpHandler(api.submitContact, async ({ body, event }) => {
  const id = await saveContactMessage(body, event.requestContext.http.sourceIp);
  return { status: 201, message: 'contact_received', data: { id } };
});
