import { describe, expect, it } from 'vitest';
import { mistakeCards, quizMistakeCards, sentenceWith } from './mistake-cards.ts';

const at = new Date('2026-11-25T10:00:00Z');
const text = 'Le petit chat joue dans le jardin. Il court après les souris !';

describe('« Mes erreurs » cards of a dictation', () => {
  it('makes one card per distinct mistaken word, skipping punctuation and extra words, with its sentence', () => {
    const cards = mistakeCards([
      { word: 'jardin', written: 'jardain', category: 'lexical', rule: 'lexical', point: 'vocabulaire' },
      { word: 'Jardin', written: 'jardins', category: 'agreement', rule: 'accord.nombre', point: 'pluriel-noms' },
      { word: '!', written: '.', category: 'punctuation', rule: 'ponctuation', point: 'ponctuation' },
      { word: '', written: 'donc', category: 'extra', rule: 'extra', point: 'vocabulaire' },
      { word: 'souris', written: '', category: 'missing', rule: 'missing', point: 'vocabulaire' },
    ], text, at);
    expect(cards.map((card) => [card.cardId, card.written, card.example])).toEqual([
      ['jardin', 'jardain', 'Le petit chat joue dans le jardin.'],
      ['souris', '', 'Il court après les souris !'],
    ]);
    expect(cards[0]).toMatchObject({ deckId: 'mes-erreurs', source: 'mistake', point: 'vocabulaire', schedule: { reps: 0, state: 0, due: at.toISOString() } });
  });

  it('finds whole words only', () => {
    expect(sentenceWith(text, 'chat')).toBe('Le petit chat joue dans le jardin.');
    expect(sentenceWith(text, 'ris')).toBeUndefined();
  });
});

describe('quiz mistake cards', () => {
  it('makes one card per question missed, the question on the front and the right answer on the back', () => {
    const at = new Date('2026-11-26T02:00:00Z');
    const cards = quizMistakeCards([
      { questionId: 'geo-12', question: 'Quelle est la capitale du Canada ?', answer: 'Ottawa' },
      { questionId: 'geo-12', question: 'Quelle est la capitale du Canada ?', answer: 'Ottawa' },
      { questionId: 'long', question: 'Une question', answer: 'x'.repeat(101) },
    ], at);
    expect(cards).toEqual([{
      cardId: 'quiz-geo-12', deckId: 'mes-erreurs', source: 'quiz', word: 'Ottawa', note: 'Quelle est la capitale du Canada ?',
      createdAt: at.toISOString(), schedule: expect.objectContaining({ state: 0, due: at.toISOString() }),
    }]);
  });
});
