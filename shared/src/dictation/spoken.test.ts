import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dictatedSsml, escapeXml, readingSsml } from './spoken.ts';

const middle = { endOfParagraph: false, last: false };
/** What the listener hears: the SSML without its tags, spaces collapsed. */
const heard = (ssml: string) => ssml.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();

describe('dictated phrase groups', () => {
  it('are read slowly, with every mark said in French between pauses', () => {
    const ssml = dictatedSsml('Le chat, qui dormait,', middle);
    expect(ssml).toBe(
      '<speak><prosody rate="slow">Le chat <break time="300ms"/>virgule<break time="300ms"/> qui dormait <break time="300ms"/>virgule<break time="300ms"/></prosody><break time="600ms"/></speak>',
    );
  });

  it.each([
    ['Où vas-tu ?', "Où vas-tu point d'interrogation"],
    ['Quelle joie !', "Quelle joie point d'exclamation"],
    ['Il dit : « Viens ; vite. »', 'Il dit deux-points ouvrez les guillemets Viens point-virgule vite point fermez les guillemets'],
    ['Il attendit…', 'Il attendit points de suspension'],
    ['Il attendit...', 'Il attendit points de suspension'],
    ['— Bonjour, dit-il.', 'tiret Bonjour virgule dit-il point'],
    ['- Bonjour', 'tiret Bonjour'],
    ['un ami (le meilleur)', 'un ami ouvrez la parenthèse le meilleur fermez la parenthèse'],
    ['Il cria "Au loup"', 'Il cria ouvrez les guillemets Au loup fermez les guillemets'],
    ["l'arbre de l’école", "l'arbre de l’école"],
    ['3,5 kilos et 2.5 litres', '3,5 kilos et 2.5 litres'],
  ])('%s → %s', (group, expected) => {
    expect(heard(dictatedSsml(group, middle))).toBe(expected);
  });

  it('say « point à la ligne » at a paragraph end, « à la ligne » after another mark, « point final » at the very end', () => {
    expect(heard(dictatedSsml('La nuit tombait.', { endOfParagraph: true, last: false }))).toBe('La nuit tombait point à la ligne');
    expect(heard(dictatedSsml('Qui est là ?', { endOfParagraph: true, last: false }))).toBe("Qui est là point d'interrogation à la ligne");
    expect(heard(dictatedSsml('La nuit tombait.', { endOfParagraph: true, last: true }))).toBe('La nuit tombait point final');
    expect(heard(dictatedSsml('La nuit tombait.', middle))).toBe('La nuit tombait point');
  });

  it('end with a pause, except the last group', () => {
    expect(dictatedSsml('Fin.', middle)).toMatch(/<break time="600ms"\/><\/speak>$/);
    expect(dictatedSsml('Fin.', { endOfParagraph: true, last: true })).toMatch(/<\/prosody><\/speak>$/);
  });

  it('never put two pauses in a row between adjacent marks', () => {
    expect(dictatedSsml('Vraiment ?»', middle)).not.toMatch(/\/><break/);
  });

  it('escape XML, so any text gives well-formed SSML', () => {
    const ssml = dictatedSsml('Tom & Jerry <3 > tout', middle);
    expect(ssml).toContain('Tom &amp; Jerry &lt;3 &gt; tout');
    fc.assert(
      fc.property(fc.string(), fc.boolean(), fc.boolean(), (text, endOfParagraph, last) => {
        const ssml = dictatedSsml(text, { endOfParagraph, last });
        const outside = ssml.replace(/<\/?(speak|prosody)[^>]*>|<break time="\d+ms"\/>|&(amp|lt|gt);/g, '');
        expect(outside).not.toMatch(/[<>]|&(?!amp;|lt;|gt;)/);
      }),
    );
  });
});

describe('the reading', () => {
  it('is the plain text at a normal pace, one paragraph per line', () => {
    expect(readingSsml('Le chat, qui dormait, ronronne.')).toBe('<speak><prosody rate="medium">Le chat, qui dormait, ronronne.</prosody></speak>');
    expect(readingSsml('Premier.\nSecond & dernier.')).toBe('<speak><prosody rate="medium"><p>Premier.</p><p>Second &amp; dernier.</p></prosody></speak>');
  });

  it('escapes what XML needs', () => {
    expect(escapeXml('a < b & c > d')).toBe('a &lt; b &amp; c &gt; d');
  });
});
