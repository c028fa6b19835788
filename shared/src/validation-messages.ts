import type * as z from 'zod';
import { formatMessage, isMessageKey, type Language, type MessageKey } from './messages.ts';

const typeNames: Record<Language, Record<string, string>> = {
  fr: { string: 'texte', number: 'nombre', int: 'nombre entier', boolean: 'vrai ou faux', array: 'liste', object: 'objet', null: 'null' },
  en: { string: 'text', number: 'number', int: 'whole number', boolean: 'true or false', array: 'list', object: 'object', null: 'null' },
};

/**
 * The message of one failed field (parsed with `reportInput: true`, to tell a missing field from a wrong type), from
 * the catalogue in the caller's language: zod's own messages are English only. An issue whose message is a catalogue
 * key (e.g. `name_invalid_characters`) is that message.
 */
export function issueMessage(issue: z.core.$ZodIssue, language: Language): string {
  const say = (key: MessageKey, params: Record<string, string | number> = {}) => formatMessage(key, language, params);
  if (isMessageKey(issue.message)) return say(issue.message);
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? say('field_required') : say('field_type', { expected: typeNames[language][issue.expected] ?? issue.expected });
    case 'too_big': {
      const maximum = Number(issue.maximum);
      if (issue.origin === 'string') return say('field_too_long', { maximum });
      if (issue.origin === 'array' || issue.origin === 'set') return say('field_too_many', { maximum });
      return say('field_too_big', { maximum });
    }
    case 'too_small': {
      const minimum = Number(issue.minimum);
      if (issue.origin === 'string') return minimum <= 1 ? say('field_required') : say('field_too_short', { minimum });
      if (issue.origin === 'array' || issue.origin === 'set') return say('field_too_few', { minimum });
      return say('field_too_small', { minimum });
    }
    case 'invalid_format':
      return issue.format === 'email' ? say('field_email') : say('field_format');
    case 'invalid_value':
      return say('field_choice', { values: issue.values.map(String).join(', ') });
    case 'unrecognized_keys':
      return say('field_unknown_keys', { keys: issue.keys.join(', ') });
    default:
      return say('field_invalid');
  }
}
