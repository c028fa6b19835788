import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { entityId, emailAddress } from './bounds.ts';
import { issueMessage } from './validation-messages.ts';

const schema = z.object({ profileId: entityId, email: emailAddress, level: z.int().min(1).max(20), mode: z.enum(['daily', 'audio']), tags: z.array(z.string().max(5)).max(2) }).strict();
const messagesFor = (input: unknown, language: 'fr' | 'en' = 'fr') =>
  Object.fromEntries(schema.safeParse(input, { reportInput: true }).error!.issues.map((issue) => [issue.path.join('.') || '(body)', issueMessage(issue, language)]));

describe('field messages from the catalogue', () => {
  it('tells a French user what is wrong with each field, in French', () => {
    expect(messagesFor({ profileId: 'x'.repeat(1100), email: 'pas-une-adresse', level: 99, mode: 'nuit', tags: ['a', 'b', 'c'], extra: 1 })).toEqual({
      profileId: '100 caractères au maximum.',
      email: 'Adresse e-mail invalide.',
      level: 'La valeur doit être au plus 20.',
      mode: 'Valeur non reconnue. Valeurs possibles : daily, audio.',
      tags: '2 éléments au maximum.',
      '(body)': 'Champ non reconnu : extra.',
    });
  });

  it('names missing fields and wrong types', () => {
    expect(messagesFor({ profileId: '', email: 42, level: 'un', mode: 'daily', tags: [] })).toMatchObject({
      profileId: 'Ce champ est obligatoire.',
      email: 'Type attendu : texte.',
      level: 'Type attendu : nombre.',
    });
    expect(messagesFor({ email: 'a@b.fr', level: 1, mode: 'daily', tags: [] })).toEqual({ profileId: 'Ce champ est obligatoire.' });
  });

  it('speaks English to English users', () => {
    expect(messagesFor({ profileId: 'x'.repeat(101), email: 'a@b.fr', level: 0, mode: 'daily', tags: [] }, 'en')).toEqual({
      profileId: '100 characters at most.',
      level: 'The value must be at least 1.',
    });
  });
});
