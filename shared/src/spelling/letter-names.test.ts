import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { spelledWord, spokenLetters } from './letter-names.ts';

describe('spelledWord: realistic transcripts', () => {
  it.each([
    ['b a t o', 'bato'],
    ['bé a té o', 'bato'],
    ['B A T O', 'bato'],
    ['B. A. T. O.', 'bato'],
    ['Bé, a, té, o.', 'bato'],
    ['bé a té eau', 'bato'],
    ['c h a t', 'chat'],
    ["c'est ache a té", 'chat'],
    ['ces ache a té', 'chat'],
    ['effe elle e u erre', 'fleur'],
    ['f l e u r', 'fleur'],
    ['pé o emme emme e', 'pomme'],
    ['pé o deux emme e', 'pomme'],
    ['p o double m e', 'pomme'],
    ['b a 2 l o n', 'ballon'],
    ['double v a g o n', 'wagon'],
    ['double vé a gé o enne', 'wagon'],
    ['double-vé a g o n', 'wagon'],
    ['W A G O N', 'wagon'],
    ['e accent aigu t e accent aigu', 'été'],
    ['e aigu t e aigu', 'été'],
    ['é t é', 'été'],
    ['f e accent circonflexe t e', 'fête'],
    ['m e accent grave r e', 'mère'],
    ['a accent grave', 'à'],
    ['u accent grave', 'ù'],
    ['g a r c cédille o n', 'garçon'],
    ['gé a erre cé cédille o enne', 'garçon'],
    ['enne a i tréma f', 'naïf'],
    ['m a i trema s', 'maïs'],
    ['majuscule enne o e tréma elle', 'Noël'],
    ['capitale p a r i s', 'Paris'],
    ['p a r i s majuscule', 'pariS'],
    ['s e dans l\'o u r', 'sœur'],
    ['c e dans le o u r', 'cœur'],
    ['esse e dans l\'eau u erre', 'sœur'],
    ['c a dans l\'e c u m', 'cæcum'],
    ['a r c tiret e n tiret c i e l', 'arc-en-ciel'],
    ['a r c trait d\'union e n', 'arc-en'],
    ['p e u t tiret du six e accent circonflexe t r e', 'peut-être'],
    ['a u j o u r d apostrophe h u i', "aujourd'hui"],
    ['a u j o u r d \' h u i', "aujourd'hui"],
    ['c y g n e', 'cygne'],
    ['cé i grec gé enne e', 'cygne'],
    ['c igrec g n e', 'cygne'],
    ['i-grec a o u r t', 'yaourt'],
    ['ixe y l o', 'xylo'],
    ['zède è b r e', 'zèbre'],
    ['k a y a k', 'kayak'],
    ['ka a i grec a ka', 'kayak'],
    ['q u a t r e', 'quatre'],
    ['ku u a té erre e', 'quatre'],
    ['j u d o', 'judo'],
    ['ji u dé o', 'judo'],
    ['h i b o u', 'hibou'],
    ['ache i bé o u', 'hibou'],
  ])('« %s » → %s', (transcript, word) => {
    expect(spelledWord(transcript)).toEqual({ word, unknown: [] });
  });

  it('reports what is not a letter name, and keeps the letters around it', () => {
    expect(spelledWord('b a euh bonjour t o')).toEqual({ word: 'baeto', unknown: ['bonjour'] });
    expect(spelledWord('chat')).toEqual({ word: '', unknown: ['chat'] });
  });

  it.each([
    ['b accent aigu a', 'ba', ['b accent aigu']],
    ['e cédille', 'e', ['e cédille']],
    ['o cédille', 'o', ['o cédille']],
    ['i accent aigu', 'i', ['i accent aigu']],
    ['a tréma', 'a', ['a tréma']],
  ])('refuses a mark on a letter that cannot carry it: « %s »', (transcript, word, unknown) => {
    expect(spelledWord(transcript)).toEqual({ word, unknown });
  });

  it('reports a capital marker with nothing to capitalise', () => {
    expect(spelledWord('majuscule')).toEqual({ word: '', unknown: ['majuscule'] });
  });
});

describe('spokenLetters', () => {
  it('spells a word the way a teacher would', () => {
    expect(spokenLetters('Noël')).toEqual(['majuscule enne', 'o', 'e tréma', 'elle']);
    expect(spokenLetters('pomme')).toEqual(['pé', 'o', 'deux emme', 'e']);
    expect(spokenLetters('sœur')).toEqual(['esse', "e dans l'o", 'u', 'erre']);
    expect(spokenLetters("aujourd'hui")).toEqual(['a', 'u', 'ji', 'o', 'u', 'erre', 'dé', 'apostrophe', 'ache', 'u', 'i']);
    expect(spokenLetters('peut-être')).toEqual(['pé', 'e', 'u', 'té', 'tiret', 'e accent circonflexe', 'té', 'erre', 'e']);
    expect(spokenLetters('wagon')[0]).toBe('double vé');
  });
});

// ---- property: any word, spelled out with any accepted variant and some recognizer noise, parses back ----------

const PLAIN = 'abcdefghijklmnopqrstuvwxyz';
const ACCENTED = 'àâçéèêëîïôùûüÿ';
const alphabet = [...PLAIN, ...PLAIN, ...ACCENTED, 'œ', 'æ', '-', "'"];

const names: Record<string, string[]> = {
  a: ['a', 'A', 'ah'], b: ['b', 'B', 'bé', 'Bé', 'be'], c: ['c', 'C', 'cé', "c'est", 'ces'], d: ['d', 'dé', 'des'],
  e: ['e', 'E', 'eu', 'euh'], f: ['f', 'effe', 'Effe'], g: ['g', 'gé', "j'ai"], h: ['h', 'ache', 'hache'], i: ['i', 'I'],
  j: ['j', 'ji', 'gi'], k: ['k', 'ka'], l: ['l', 'L', 'elle', 'aile'], m: ['m', 'emme', 'aime'], n: ['n', 'enne', 'haine'],
  o: ['o', 'O', 'oh', 'eau'], p: ['p', 'pé', 'Pé'], q: ['q', 'ku', 'qu'], r: ['r', 'erre', 'air'], s: ['s', 'esse', 'es'],
  t: ['t', 'té', 'thé'], u: ['u', 'U', 'hu'], v: ['v', 'vé', 'V'], w: ['w', 'W', 'double vé', 'double v', 'double-vé'],
  x: ['x', 'ixe', 'X'], y: ['y', 'Y', 'i grec', 'igrec', 'i-grec'], z: ['z', 'zède', 'zed'],
};
const markNames: Record<string, string[]> = {
  '\u0301': ['accent aigu', 'aigu'], '\u0300': ['accent grave', 'grave'], '\u0302': ['accent circonflexe', 'circonflexe'],
  '\u0308': ['tréma', 'trema'], '\u0327': ['cédille', 'cedille'],
};

/** One spoken form of a character, chosen among the accepted variants. */
function spoken(char: string, pick: <T>(items: readonly T[]) => T): string {
  if (char === '-') return pick(['tiret', 'tiret du six', 'trait d\'union', '-']);
  if (char === "'") return pick(['apostrophe', "'"]);
  const lower = char.toLowerCase();
  const capital = lower !== char ? `${pick(['majuscule', 'capitale', 'Majuscule'])} ` : '';
  if (lower === 'œ') return capital + pick(["e dans l'o", 'e dans le o', "eu dans l'eau", 'œ']);
  if (lower === 'æ') return capital + pick(["a dans l'e", 'a dans le e', 'æ']);
  const [base, mark] = [...lower.normalize('NFD')];
  const named = pick(names[base!]!);
  if (!mark) return capital + named;
  // A recognizer may write the accented letter itself (never « à »: that is its homophone of the letter a).
  if (lower !== 'à' && pick([true, false])) return capital + pick([lower, lower.toUpperCase()]);
  return `${capital}${named} ${pick(markNames[mark]!)}`;
}

const wordArbitrary = fc.array(fc.record({ char: fc.constantFrom(...alphabet), upper: fc.boolean() }), { minLength: 1, maxLength: 14 })
  .map((letters) => letters.map(({ char, upper }) => (upper && char !== 'ß' ? char.toUpperCase() : char)).join(''));

describe('spelledWord: property', () => {
  it('parses back any word spelled out with any accepted names, doubles and noise', () => {
    fc.assert(fc.property(wordArbitrary, fc.infiniteStream(fc.nat()), fc.constantFrom(' ', ', ', '. ', '  '), (word, stream, separator) => {
      const choices = stream[Symbol.iterator]();
      const pick = <T,>(items: readonly T[]): T => items[choices.next().value! % items.length]!;
      const chars = [...word];
      const units: string[] = [];
      for (let i = 0; i < chars.length; i++) {
        const char = chars[i]!;
        const doubled = chars[i + 1] === char && /^\p{Ll}$/u.test(char) && pick([true, false]);
        // « double vé » is w: a doubled v is said « deux vé ».
        const twice = char === 'v' ? ['deux', '2'] : ['deux', 'double', '2'];
        if (doubled) { units.push(`${pick(twice)} ${spoken(char, pick)}`); i += 1; continue; }
        units.push(spoken(char, pick));
      }
      const transcript = units.map((unit) => unit + pick(['', '.', ','])).join(separator);
      expect(spelledWord(transcript), transcript).toEqual({ word, unknown: [] });
    }), { numRuns: 2000 });
  });

  it('reads back its own canonical spelling-out', () => {
    fc.assert(fc.property(wordArbitrary, (word) => {
      expect(spelledWord(spokenLetters(word).join(' '))).toEqual({ word, unknown: [] });
    }), { numRuns: 1000 });
  });
});
