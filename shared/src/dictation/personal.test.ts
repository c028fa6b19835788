import { describe, expect, it } from 'vitest';
import { composePersonalDictation, passageSentences, sentencePoints, type PastMistake } from './personal.ts';
import type { DictationPassage, InflectionTable } from './passage.ts';
import { seededRandom as seeded } from '../random.ts';


const inflections: InflectionTable = {
  partis: { lemma: 'partir', tag: 'Kmp', forms: { parti: 'Kms' } },
  rentrées: { lemma: 'rentrer', tag: 'Kfp', forms: { rentré: 'Kms' } },
  mangé: { lemma: 'manger', tag: 'Kms', forms: { manger: 'W' } },
  fermée: { lemma: 'fermer', tag: 'Kfs', forms: { fermé: 'Kms' } },
  tombées: { lemma: 'tomber', tag: 'Kfp', forms: { tombé: 'Kms' } },
  court: { lemma: 'courir', tag: 'P3s', forms: { cours: 'P12s' } },
  chante: { lemma: 'chanter', tag: 'P13s', forms: { chantes: 'P2s' } },
  brille: { lemma: 'briller', tag: 'P13s', forms: { brilles: 'P2s' } },
  dort: { lemma: 'dormir', tag: 'P3s', forms: { dors: 'P12s' } },
};

/** Two passages of one level: sentences with a past participle and sentences without, far more than one dictation needs. */
const subjects = ['Les enfants', 'Les filles', 'Les voisins', 'Les oiseaux', 'Les amis', 'Les cousins', 'Les élèves', 'Les marins', 'Les chats', 'Les gens'];
const participles = ['partis', 'rentrées', 'tombées', 'fermée', 'mangé'];
const verbs = ['court', 'chante', 'brille', 'dort'];
const places = ['dans le pré', 'sur la colline', 'près du feu', 'sous la pluie', 'au bord de la mer'];
const withParticiples = subjects.map((s, k) => `${s} sont ${participles[k % participles.length]} hier soir.`);
const without = subjects.map((s, k) => `Le ${s.split(' ')[1]!.replace(/s$/, '')} ${verbs[k % verbs.length]} ${places[k % places.length]}.`);
const bank: DictationPassage[] = [
  { id: 'p1', level: 'cm', title: 'Un', tags: ['accord-participe-passe'], groups: withParticiples.flatMap((w, k) => [w, without[k]!]).slice(0, 20) },
  { id: 'p2', level: 'ce2', title: 'Deux', tags: ['accord-sujet-verbe'], groups: without.flatMap((w, k) => [w, withParticiples[k]!]).slice(0, 20) },
  { id: 'p3', level: 'adulte', title: 'Trois', tags: ['vocabulaire'], groups: ['Une phrase pour adultes seulement.'] },
].map((p) => ({ ...p, text: p.groups.join(' ') }) as DictationPassage);
const passages = bank.map((passage) => ({ passage, inflections }));

const now = '2026-11-25T12:00:00Z';
const participleMistakes: PastMistake[] = Array.from({ length: 6 }, (_, k) => ({ word: ['parties', 'venus', 'prises', 'finie', 'allés', 'vus'][k]!, category: 'agreement', point: 'accord-participe-passe', at: `2026-11-${String(10 + k).padStart(2, '0')}T10:00:00Z` }));

const participlesPerWord = (text: string): [number, number] => {
  const words = text.split(/\s+/).map((w) => w.toLowerCase().replace(/[.,]/g, ''));
  return [words.filter((w) => inflections[w]?.tag.startsWith('K')).length, words.length];
};

describe('personal dictation', () => {
  it('splits passages into sentences at . ! ? …', () => {
    expect(passageSentences({ groups: ['Les filles sont rentrées,', 'elles ont mangé.', 'Fin !'] })).toEqual([['Les filles sont rentrées,', 'elles ont mangé.'], ['Fin !']]);
  });

  it('derives the points a sentence exercises from the tags and the letters', () => {
    const points = sentencePoints('Les filles sont rentrées, elles ont mangé.', inflections);
    expect(points.get('accord-participe-passe')).toBe(2);
    expect(points.get('homophones-grammaticaux')).toBe(2); // sont, ont
    expect(points.get('ponctuation')).toBe(1);
    expect(points.get('doubles-consonnes')).toBe(2); // filles, elles
  });

  it('keeps the passage invariant, the level bounds and the sources', () => {
    for (let seed = 1; seed <= 30; seed++) {
      const d = composePersonalDictation({ passages, mistakes: participleMistakes, level: 'cm', now, random: seeded(seed) });
      expect(d.groups.join(' ')).toBe(d.text);
      expect(d.groups.length).toBeLessThanOrEqual(40);
      expect(d.text.length).toBeLessThanOrEqual(1200);
      expect(d.level).toBe('cm');
      expect(d.sourcePassageIds.every((id) => id === 'p1' || id === 'p2')).toBe(true);
      expect(d.focus).toEqual(['agreement']);
      for (const word of Object.keys(d.inflections)) expect(d.text.toLowerCase()).toContain(word);
    }
  });

  it('a profile weak in participle agreement gets significantly more past participles per word', () => {
    const rate = (mistakes: PastMistake[]) => {
      let participles = 0;
      let words = 0;
      for (let seed = 1; seed <= 300; seed++) {
        const d = composePersonalDictation({ passages, mistakes, level: 'cm', now, random: seeded(seed) });
        const [p, w] = participlesPerWord(d.text);
        participles += p;
        words += w;
      }
      return participles / words;
    };
    const weak = rate(participleMistakes);
    const none = rate([]);
    // Without mistakes the draw is uniform (about one participle per 12 words); weak in participles, far more.
    expect(weak).toBeGreaterThan(none * 1.3);
  });

  it('weighs recent mistakes more than old ones', () => {
    const old = participleMistakes.map((m) => ({ ...m, at: '2025-11-01T00:00:00Z' }));
    const accentNow: PastMistake[] = [{ word: 'rivière', category: 'accent', point: 'accents', at: now }];
    const d = composePersonalDictation({ passages, mistakes: [...old, ...accentNow], level: 'cm', now, random: seeded(1) });
    expect(d.focus[0]).toBe('accent');
  });

  it('without past mistakes, draws sentences of the level uniformly and has no focus', () => {
    const d = composePersonalDictation({ passages, mistakes: [], level: 'cm', now: Date.parse(now), random: seeded(7) });
    expect(d.focus).toEqual([]);
    expect(d.text.length).toBeGreaterThan(0);
  });
});
