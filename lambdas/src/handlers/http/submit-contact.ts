import { contactRequestSchema } from '@plume/shared';
import { httpHandler } from '#runtime/http';
import { saveContactMessage } from '#data/contact';

export const handler = httpHandler(contactRequestSchema, async ({ body, event }) => {
  const id = await saveContactMessage(body, event.requestContext.http.sourceIp);
  return { status: 201, message: 'contact_received', data: { id } };
});
