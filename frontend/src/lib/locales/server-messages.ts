import { messages, type Language, type MessageKey } from '@plume/shared/messages';

/** The server's message catalogue in one language, so the client words a situation (e.g. no network) as the API does. */
export function serverMessages(language: Language): Record<MessageKey, string> {
  const entries = Object.entries(messages).map(([key, text]) => [key, text[language]]);
  return Object.fromEntries(entries) as Record<MessageKey, string>;
}
