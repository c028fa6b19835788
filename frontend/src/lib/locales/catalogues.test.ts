import { describe, expect, it, vi } from 'vitest';

// The web project shares modules between files, and i18next merges the words it loads into the catalogues' own
// objects: this file reads fresh copies, as written.
vi.resetModules();
const [{ en }, { fr }, { homeEn }, { homeFr }, { screensEn }, { screensFr }, { default: serverMessagesEn }, { default: serverMessagesFr }] = await Promise.all([
  import('./en'),
  import('./fr'),
  import('./home-en'),
  import('./home-fr'),
  import('./screens/en'),
  import('./screens/fr'),
  import('virtual:server-messages/en'),
  import('virtual:server-messages/fr'),
]);

/**
 * Issue 23, « Words and numbers »: the French catalogues read right. Every rule collects its offenders, so a failure
 * lists them all (`catalogue key: value`) instead of the first one.
 */
type Words = Record<string, string>;

/** `{ a: { b: 'x' } }` → `{ 'a.b': 'x' }`. */
function leaves(node: object, prefix = '', out: Words = {}): Words {
  for (const [key, value] of Object.entries(node)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[path] = value;
    else if (typeof value === 'object' && value !== null) leaves(value as object, path, out);
  }
  return out;
}

const catalogues = [
  { name: 'base', en: leaves(en), fr: leaves(fr) },
  { name: 'home', en: leaves(homeEn), fr: leaves(homeFr) },
  { name: 'screens', en: leaves(screensEn), fr: leaves(screensFr) },
  { name: 'server', en: leaves(serverMessagesEn), fr: leaves(serverMessagesFr) },
];
const offenders = (test: (key: string, fr: string, en: string | undefined) => boolean) =>
  catalogues.flatMap(({ name, en: english, fr: french }) =>
    Object.entries(french)
      .filter(([key, value]) => test(key, value, english[key]))
      .map(([key, value]) => `${name} ${key}: ${value}`),
  );

/** Words spelled the same in both languages: a French value made of these alone (and numbers, placeholders) is French. */
const sameInBoth = new Set(
  [
    'Plume', 'Quiz', 'Badge', 'Badges', 'Points', 'pts', 'min', 's', 'h', 'Question', 'Questions', 'Score', 'Scores', 'Podium', 'Date', 'Type',
    'Mode', 'Source', 'Description', 'Actions', 'Configuration', 'Maintenance', 'Notifications', 'Correction', 'Pause', 'Audio', 'Visible',
    'Avatar', 'Panda', 'Code', 'E-mail', 'Expressions', 'Accents', 'Homophones', 'Brevet', 'Concours', 'Simple', 'apostrophe', 'PayPal', 'IBAN',
    'Menu', 'minute', 'minutes', 'Plumo', 'expert', 'pong', 'Point', 'place', 'CP',
  ].map((word) => word.toLowerCase()),
);
const placeholders = /\{\{[^}]*\}\}|\{[^}]*\}/g;
/** The words of a value, without its placeholders, numbers and school levels (« CE1 », « CM1–CM2 »). */
const wordsOf = (value: string) => (value.replace(placeholders, ' ').match(/[\p{L}\p{N}][\p{L}\p{N}–-]*/gu) ?? []).filter((word) => !/\d/.test(word));

/** A capital that has lost its accent: « A revoir », « Etes-vous », « Ecole », « Elève », « Etape », « Ca ». */
const unaccentedCapital = /(?<![\p{L}\p{N}'’-])(?:A(?=[\s\u00A0\u202F])|E(?:[bcgpqv]|d(?!ge\b)|f(?!f)|t\p{L}|l(?!l)|r(?!r))|Ca\b)/u;
/** Thousands apart with a plain or a wide no-break space (French wants the narrow one, U+202F): « 5 000 ». */
const plainThousands = /(?<![\p{L}\p{N}])\d{1,3}(?:[ \u00A0]\d{3})+(?!\d)/u;
const pluralSuffix = /_(zero|one|two|few|many|other)$/;

describe('the catalogues', () => {
  it('have the same keys in French and in English', () => {
    const missing = catalogues.flatMap(({ name, en: english, fr: french }) => [
      ...Object.keys(english).filter((key) => !(key in french)).map((key) => `${name} ${key}: missing in French`),
      ...Object.keys(french).filter((key) => !(key in english)).map((key) => `${name} ${key}: missing in English`),
    ]);
    expect(missing).toEqual([]);
  });

  it('leave no English in French (a value the same in both is made of words the same in both)', () => {
    expect(offenders((_, french, english) => french === english && wordsOf(french).some((word) => !sameInBoth.has(word.toLowerCase())))).toEqual([]);
  });

  it('give every count its plural forms, `_one` and `_other`, in both languages', () => {
    // The server's messages fill their `{placeholders}` themselves, without i18next: they have no plural forms.
    const wrong = catalogues.filter(({ name }) => name !== 'server').flatMap(({ name, en: english, fr: french }) =>
      Object.keys(english).flatMap((key) => {
        const counted = [english[key], french[key]].some((value) => /\{\{\s*count\s*[,}]/.test(value ?? ''));
        if (!counted && !pluralSuffix.test(key)) return [];
        const base = key.replace(pluralSuffix, '');
        return ['one', 'other'].flatMap((form) =>
          [english, french].filter((words) => !(`${base}_${form}` in words)).map((words) => `${name} ${base}_${form}: missing in ${words === english ? 'English' : 'French'}`),
        );
      }),
    );
    expect([...new Set(wrong)]).toEqual([]);
  });

  it('write a count as a number of the page’s language, `{{count, number}}` (« 5 000 »), never as i18next prints it', () => {
    const raw = catalogues.filter(({ name }) => name !== 'server').flatMap(({ name, en: english, fr: french }) =>
      [...Object.entries(english).map(([key, value]) => ['English', key, value]), ...Object.entries(french).map(([key, value]) => ['French', key, value])]
        .filter(([, , value]) => /\{\{\s*count\s*\}\}/.test(value!))
        .map(([language, key, value]) => `${name} ${key} (${language}): ${value}`),
    );
    expect(raw).toEqual([]);
  });

  it('keep the accents of French capitals (À, É, Ç…)', () => {
    expect(offenders((_, french) => unaccentedCapital.test(french))).toEqual([]);
  });

  it('write thousands with a narrow no-break space in French, never a plain one', () => {
    expect(offenders((_, french) => plainThousands.test(french))).toEqual([]);
  });
});

describe('the rules of this test', () => {
  it.each(['A revoir', 'Etes-vous sûr ?', 'Ecole', 'Votre Elève', 'Etape 2', 'Etre prêt', 'Ca marche'])('see « %s » as a capital without its accent', (value) => {
    expect(unaccentedCapital.test(value)).toBe(true);
  });

  it.each(['À revoir', 'Êtes-vous sûr ?', 'Effacer', 'Essayer Plume', 'Elle arrive', 'Erreur', 'Et voilà', 'Envoyer', 'Exporter', 'Niveau CE1', 'Chrome, Edge ou Safari'])('let « %s » be', (value) => {
    expect(unaccentedCapital.test(value)).toBe(false);
  });

  it('tell thousands apart from other numbers', () => {
    expect(plainThousands.test('5 000 pièces')).toBe(true);
    expect(plainThousands.test('1\u00A0200 caractères')).toBe(true);
    expect(plainThousands.test('5\u202F000 pièces')).toBe(false);
    expect(plainThousands.test('FR76 3000 6000 0112 3456 7890 189')).toBe(false);
    expect(plainThousands.test('de 3 à 5 jours')).toBe(false);
  });
});
