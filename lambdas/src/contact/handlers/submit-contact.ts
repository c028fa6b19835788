import { randomUUID } from 'node:crypto';
import * as api from '@plume/shared/endpoints';
import { httpHandler } from '#runtime/http';
import { saveContactMessage } from '#contact/data/contact';

export const handler = httpHandler(api.submitContact, async ({ body: { website, ...message }, event }) => {
  // Filled honeypot: a script, not a person. It gets the same answer as anyone, so it learns nothing; nothing is kept.
  if (website) return { status: 201, message: 'contact_received', data: { id: randomUUID() } };
  const id = await saveContactMessage(message, event.requestContext.http.sourceIp);
  return { status: 201, message: 'contact_received', data: { id } };
});
