import type { SpellingPoint } from './spelling-points.ts';

/**
 * The closed list of spelling rules a word of the spelling bank illustrates. Each rule names the spelling point it
 * belongs to, so readiness per rule rolls up with dictation mistakes (which are classified by point).
 */
export const spellingRules = [
  'lettres-simples', 'graphemes-complexes', 'an-en-am-em', 'in-ain-ein-un', 'eau-au-o', 'ai-ei-e', 'er-e-ez',
  'm-devant-mbp', 'doubles-consonnes', 'lettre-muette-finale', 'e-muet-interieur', 'accent-aigu', 'accent-grave',
  'accent-circonflexe', 'trema', 'cedille', 'ge-gu', 'c-qu-k', 's-ss', 'ph-th-h', 'y', 'ille-ill', 'tion-sion',
  'oe-ae', 'feminin', 'pluriel-irregulier', 'homophones', 'mots-invariables', 'adverbes-ment',
  'trait-union-apostrophe', 'nombres', 'finales-noms', 'prefixes', 'infinitif', 'majuscules',
] as const;
export type SpellingRule = (typeof spellingRules)[number];

/**
 * A rule as the learner reads it, at two levels: `fr`/`en` for collège and adults, `young` for CE1 to CM2 (one or two
 * short sentences, school words only, a trick to apply), and one correct French sentence showing it.
 */
export interface ExplainedRule {
  /** One line in French for the learner (collège and adults). */
  readonly fr: string;
  /** The same line in English. */
  readonly en: string;
  /** The line for CE1 to CM2, in French and English. */
  readonly young: { readonly fr: string; readonly en: string };
  /** A correct French sentence applying the rule, the word it turns on in « », and its meaning in English. */
  readonly example: { readonly fr: string; readonly gloss: string };
}

export interface SpellingRuleInfo extends ExplainedRule {
  /** Short French label, shown on the list and on readiness. */
  readonly label: string;
  /** The dictation spelling point this rule rolls up into. */
  readonly point: SpellingPoint;
}

export const spellingRuleInfo: Readonly<Record<SpellingRule, SpellingRuleInfo>> = {
  'lettres-simples': {
    label: 'Lettres et sons simples', point: 'vocabulaire',
    fr: 'Chaque son s’écrit avec une seule lettre : on écrit ce qu’on entend (papa, lune, moto).',
    en: 'Each sound is written with a single letter: you write what you hear (papa, lune, moto).',
    young: {
      fr: 'Ici, chaque son s’écrit avec une seule lettre : écris ce que tu entends (papa, lune, moto).',
      en: 'Here each sound is written with one letter: write what you hear (papa, lune, moto).',
    },
    example: { fr: '« Papa » a une « moto » rouge.', gloss: 'Dad has a red motorbike.' },
  },
  'graphemes-complexes': {
    label: 'Sons à deux lettres', point: 'vocabulaire',
    fr: 'Certains sons s’écrivent avec deux lettres : ou, oi, on, eu, ch, gn (loup, roi, chat, montagne).',
    en: 'Some sounds are written with two letters: ou, oi, on, eu, ch, gn (loup, roi, chat, montagne).',
    young: {
      fr: 'Certains sons s’écrivent avec deux lettres : ou (loup), oi (roi), on (maison), ch (chat), gn (montagne).',
      en: 'Some sounds are written with two letters: ou (loup), oi (roi), on (maison), ch (chat), gn (montagne).',
    },
    example: { fr: 'Le « roi » a vu un « loup » dans la « montagne ».', gloss: 'The king saw a wolf in the mountains.' },
  },
  'an-en-am-em': {
    label: 'Le son [ɑ̃] : an, en, am, em', point: 'vocabulaire',
    fr: 'Le son [ɑ̃] s’écrit an ou en (maman, dent) : il faut mémoriser le mot ou penser à un mot de la même famille.',
    en: 'The [ɑ̃] sound is spelt an or en (maman, dent): learn the word or think of a word from the same family.',
    young: {
      fr: 'Le son « an » s’écrit an ou en (maman, dent), et am ou em devant m, b, p (jambe, temps). Apprends le mot.',
      en: 'The sound "an" is spelt an or en (maman, dent), and am or em before m, b, p (jambe, temps). Learn the word.',
    },
    example: { fr: '« Maman » a mal aux « dents ».', gloss: 'Mum has toothache.' },
  },
  'in-ain-ein-un': {
    label: 'Le son [ɛ̃] : in, ain, ein, un', point: 'vocabulaire',
    fr: 'Le son [ɛ̃] s’écrit in, ain, ein, un ou en (lapin, main, peinture, lundi) : un mot de la famille aide (main → manuel).',
    en: 'The [ɛ̃] sound is spelt in, ain, ein, un or en (lapin, main, peinture, lundi): a related word helps (main → manuel).',
    young: {
      fr: 'Le son « in » s’écrit in, ain, ein ou un (lapin, main, peinture, lundi). Un mot de la famille aide : plein → pleine.',
      en: 'The sound "in" is spelt in, ain, ein or un (lapin, main, peinture, lundi). A related word helps: plein → pleine.',
    },
    example: { fr: 'Le « lapin » mange du « pain » le « lundi ».', gloss: 'The rabbit eats bread on Mondays.' },
  },
  'eau-au-o': {
    label: 'Le son [o] : o, au, eau', point: 'vocabulaire',
    fr: 'Le son [o] s’écrit o, au ou eau (vélo, jaune, bateau) ; eau se trouve souvent en fin de mot.',
    en: 'The [o] sound is spelt o, au or eau (vélo, jaune, bateau); eau is often at the end of a word.',
    young: {
      fr: 'Le son « o » s’écrit o, au ou eau (vélo, jaune, bateau). À la fin d’un mot, c’est souvent eau.',
      en: 'The sound "o" is spelt o, au or eau (vélo, jaune, bateau). At the end of a word it is often eau.',
    },
    example: { fr: 'Mon « vélo » et mon « bateau » sont « jaunes ».', gloss: 'My bike and my boat are yellow.' },
  },
  'ai-ei-e': {
    label: 'Le son [ɛ] : ai, ei, e, et', point: 'vocabulaire',
    fr: 'Le son [ɛ] s’écrit ai, ei, e devant deux consonnes, ou et en fin de mot (maison, neige, terre, jouet).',
    en: 'The [ɛ] sound is spelt ai, ei, e before two consonants, or et at the end of a word (maison, neige, terre, jouet).',
    young: {
      fr: 'Le son « è » s’écrit ai (maison), ei (neige), e devant deux consonnes (terre) ou et à la fin du mot (jouet).',
      en: 'The sound "è" is spelt ai (maison), ei (neige), e before two consonants (terre) or et at the end of a word (jouet).',
    },
    example: { fr: 'La « neige » tombe sur la « maison ».', gloss: 'Snow is falling on the house.' },
  },
  'er-e-ez': {
    label: 'Le son [e] final : é, er, ez, ée', point: 'vocabulaire',
    fr: 'En fin de mot, le son [e] s’écrit é, ée, er ou ez (café, journée, boulanger, nez).',
    en: 'At the end of a word, the [e] sound is spelt é, ée, er or ez (café, journée, boulanger, nez).',
    young: {
      fr: 'À la fin d’un mot, le son « é » s’écrit é, ée, er ou ez : café, journée, boulanger, nez.',
      en: 'At the end of a word, the sound "é" is spelt é, ée, er or ez: café, journée, boulanger, nez.',
    },
    example: { fr: 'Le « boulanger » boit un « café ».', gloss: 'The baker drinks a coffee.' },
  },
  'm-devant-mbp': {
    label: 'm devant m, b, p', point: 'm-devant-mbp',
    fr: 'Devant m, b ou p, on écrit m au lieu de n (jambe, pompier, emmener) ; sauf bonbon, bonbonne et néanmoins.',
    en: 'Before m, b or p, write m instead of n (jambe, pompier, emmener); except bonbon, bonbonne and néanmoins.',
    young: {
      fr: 'Devant m, b ou p, on écrit m et pas n : jambe, pompier, emmener. Attention : bonbon garde son n.',
      en: 'Before m, b or p, write m, not n: jambe, pompier, emmener. Careful: bonbon keeps its n.',
    },
    example: { fr: 'Le « pompier » « emporte » sa « lampe ».', gloss: 'The firefighter takes his lamp with him.' },
  },
  'doubles-consonnes': {
    label: 'Consonnes doubles', point: 'doubles-consonnes',
    fr: 'Ce mot s’écrit avec une consonne double qu’on n’entend pas toujours (pomme, ballon, appeler).',
    en: 'This word has a double consonant you do not always hear (pomme, ballon, appeler).',
    young: {
      fr: 'Ce mot s’écrit avec deux consonnes pareilles, même si on n’en entend qu’une : pomme, ballon. Apprends-le par cœur.',
      en: 'This word has two identical consonants, even if you hear only one: pomme, ballon. Learn it by heart.',
    },
    example: { fr: 'Le « ballon » roule sous le « pommier ».', gloss: 'The ball rolls under the apple tree.' },
  },
  'lettre-muette-finale': {
    label: 'Lettre muette finale', point: 'lettres-muettes',
    fr: 'La dernière lettre ne s’entend pas : un mot de la même famille la fait entendre (lait → laitier, grand → grande).',
    en: 'The last letter is silent: a word from the same family makes it heard (lait → laitier, grand → grande).',
    young: {
      fr: 'La dernière lettre ne s’entend pas. Cherche un mot de la même famille pour l’entendre : lait → laitier, grand → grande.',
      en: 'The last letter is silent. Find a word of the same family to hear it: lait → laitier, grand → grande.',
    },
    example: { fr: 'Mon frère est « grand » et « gentil ».', gloss: 'My brother is tall and kind.' },
  },
  'e-muet-interieur': {
    label: 'e muet à l’intérieur du mot', point: 'lettres-muettes',
    fr: 'Un e qu’on n’entend pas reste écrit au milieu du mot, souvent après une voyelle (remerciement, dévouement, gaieté).',
    en: 'A silent e stays written inside the word, often after a vowel (remerciement, dévouement, gaieté).',
    young: {
      fr: 'Dans ce mot, un e ne s’entend pas, mais il s’écrit. Souvent, le verbe aide : remercier → remerciement.',
      en: 'In this word an e is not heard, but it is written. The verb often helps: remercier → remerciement.',
    },
    example: { fr: 'Il écrit une lettre de « remerciement ».', gloss: 'He writes a thank-you letter.' },
  },
  'accent-aigu': {
    label: 'Accent aigu', point: 'accents',
    fr: 'Le e prononcé [e] fermé prend un accent aigu (école, été, téléphone).',
    en: 'An e sounding [e] (closed) takes an acute accent (école, été, téléphone).',
    young: {
      fr: 'Quand le e se dit « é », comme dans « été », il prend un accent aigu : école, téléphone.',
      en: 'When the e sounds "é", as in "été", it takes an acute accent: école, téléphone.',
    },
    example: { fr: 'Mon « école » ferme en « été ».', gloss: 'My school closes in summer.' },
  },
  'accent-grave': {
    label: 'Accent grave', point: 'accents',
    fr: 'Le e prononcé [ɛ] ouvert en fin de syllabe prend un accent grave (mère, rivière) ; à, là, où le prennent pour se distinguer.',
    en: 'An e sounding [ɛ] (open) at the end of a syllable takes a grave accent (mère, rivière); à, là, où take one to stand apart.',
    young: {
      fr: 'Quand le e se dit « è », comme dans « mère », il prend souvent un accent grave : rivière. « à », « là » et « où » en ont un aussi.',
      en: 'When the e sounds "è", as in "mère", it often takes a grave accent: rivière. "à", "là" and "où" have one too.',
    },
    example: { fr: 'Mon « frère » se baigne dans la « rivière ».', gloss: 'My brother swims in the river.' },
  },
  'accent-circonflexe': {
    label: 'Accent circonflexe', point: 'accents',
    fr: 'L’accent circonflexe est souvent la trace d’un s disparu (forêt → forestier, fête → festival).',
    en: 'The circumflex is often the trace of a lost s (forêt → forestier, fête → festival).',
    young: {
      fr: 'Ce mot a un chapeau : ê, â, ô… Souvent, un mot de la même famille a un s à sa place : forêt → forestier, fête → festival.',
      en: 'This word wears a little hat: ê, â, ô… Often a word of the same family has an s instead: forêt → forestier, fête → festival.',
    },
    example: { fr: 'Nous faisons la « fête » dans la « forêt ».', gloss: 'We are having a party in the forest.' },
  },
  trema: {
    label: 'Tréma', point: 'accents',
    fr: 'Le tréma indique que la voyelle se prononce à part de celle qui la précède (Noël, maïs, naïf).',
    en: 'The diaeresis shows the vowel is sounded apart from the one before it (Noël, maïs, naïf).',
    young: {
      fr: 'Les deux points sur la voyelle disent qu’on la lit à part : maïs se lit ma-ïs, Noël se lit No-ël.',
      en: 'The two dots on the vowel mean you read it on its own: maïs reads ma-ïs, Noël reads No-ël.',
    },
    example: { fr: 'Mon voisin « naïf » a planté du « maïs ».', gloss: 'My naive neighbour planted maize.' },
  },
  cedille: {
    label: 'Cédille', point: 'accents',
    fr: 'Devant a, o, u, le c prend une cédille pour se prononcer [s] (garçon, leçon, reçu).',
    en: 'Before a, o, u, c takes a cedilla to sound [s] (garçon, leçon, reçu).',
    young: {
      fr: 'Pour lire « s » devant a, o ou u, le c prend une cédille : ç. Garçon, leçon, reçu.',
      en: 'To sound "s" before a, o or u, the c takes a cedilla: ç. Garçon, leçon, reçu.',
    },
    example: { fr: 'Le « maçon » a « reçu » une lettre.', gloss: 'The bricklayer got a letter.' },
  },
  'ge-gu': {
    label: 'g, ge, gu', point: 'vocabulaire',
    fr: 'Devant e, i, y, le g se prononce [ʒ] : on ajoute u pour le son [g] (guitare) et e pour le son [ʒ] devant a, o (pigeon).',
    en: 'Before e, i, y, g sounds [ʒ]: add u for the hard [g] (guitare) and e for [ʒ] before a, o (pigeon).',
    young: {
      fr: 'Le g se lit « j » devant e et i (girafe). Ajoute un u pour lire « gue » (guitare), un e pour lire « j » devant a, o (pigeon).',
      en: 'g sounds "j" before e and i (girafe). Add a u for a hard g (guitare), an e for "j" before a, o (pigeon).',
    },
    example: { fr: 'Le « pigeon » se pose sur la « guitare ».', gloss: 'The pigeon lands on the guitar.' },
  },
  'c-qu-k': {
    label: 'Le son [k] : c, qu, k, ch', point: 'vocabulaire',
    fr: 'Le son [k] s’écrit c devant a, o, u, qu devant e, i, et parfois k ou ch (coq, quille, kilo, chorale).',
    en: 'The [k] sound is spelt c before a, o, u, qu before e, i, and sometimes k or ch (coq, quille, kilo, chorale).',
    young: {
      fr: 'Le son « k » s’écrit c devant a, o, u (coq), qu devant e, i (quille), et parfois k (kilo).',
      en: 'The sound "k" is spelt c before a, o, u (coq), qu before e, i (quille), and sometimes k (kilo).',
    },
    example: { fr: 'Le « coq » joue aux « quilles ».', gloss: 'The rooster plays skittles.' },
  },
  's-ss': {
    label: 's ou ss', point: 'doubles-consonnes',
    fr: 'Entre deux voyelles, un seul s se prononce [z] (rose) ; pour le son [s], on double le s (poisson).',
    en: 'Between two vowels a single s sounds [z] (rose); for the [s] sound, double it (poisson).',
    young: {
      fr: 'Entre deux voyelles, un seul s se lit « z » : rose, cousin. Pour entendre « s », écris ss : poisson, coussin.',
      en: 'Between two vowels a single s sounds "z": rose, cousin. To hear "s", write ss: poisson, coussin.',
    },
    example: { fr: 'Mon « cousin » pêche un « poisson ».', gloss: 'My cousin catches a fish.' },
  },
  'ph-th-h': {
    label: 'ph, th, h', point: 'vocabulaire',
    fr: 'Des mots venus du grec s’écrivent avec ph, th, rh ou ch ; d’autres commencent par un h muet (photo, théâtre, hiver).',
    en: 'Words from Greek are spelt with ph, th, rh or ch; others begin with a silent h (photo, théâtre, hiver).',
    young: {
      fr: 'Dans certains mots, « f » s’écrit ph (photo), « t » s’écrit th (théâtre), et un h ne se lit pas (hiver). Apprends-les par cœur.',
      en: 'In some words "f" is spelt ph (photo), "t" is spelt th (théâtre), and an h is not read (hiver). Learn them by heart.',
    },
    example: { fr: 'En « hiver », je prends une « photo » du « théâtre ».', gloss: 'In winter I take a photo of the theatre.' },
  },
  y: {
    label: 'La lettre y', point: 'vocabulaire',
    fr: 'Le y se lit [i] dans des mots d’origine grecque (cycle, rythme) et vaut deux i entre deux voyelles (crayon = crai-ion).',
    en: 'y reads [i] in words of Greek origin (cycle, rythme) and counts as two i between vowels (crayon = crai-ion).',
    young: {
      fr: 'Le y se lit « i » dans cycle ou pyjama. Entre deux voyelles, il vaut deux i : crayon se lit crai-ion.',
      en: 'y reads "i" in cycle or pyjama. Between two vowels it counts as two i: crayon reads crai-ion.',
    },
    example: { fr: 'Mon « crayon » est sous mon « pyjama ».', gloss: 'My pencil is under my pyjamas.' },
  },
  'ille-ill': {
    label: 'Le son [j] : ill, il, ille', point: 'vocabulaire',
    fr: 'Le son [j] s’écrit il en fin de mot masculin (soleil) et ille ou ill ailleurs (abeille, papillon).',
    en: 'The [j] sound is spelt il at the end of a masculine word (soleil) and ille or ill elsewhere (abeille, papillon).',
    young: {
      fr: 'Le son de la fin de « soleil » s’écrit il à la fin d’un nom masculin (soleil), ille ou ill ailleurs (abeille, papillon).',
      en: 'The sound at the end of "soleil" is spelt il at the end of a masculine noun (soleil), ille or ill elsewhere (abeille, papillon).',
    },
    example: { fr: 'Une « abeille » et un « papillon » volent au « soleil ».', gloss: 'A bee and a butterfly fly in the sun.' },
  },
  'tion-sion': {
    label: 'tion, sion, ssion', point: 'vocabulaire',
    fr: 'La fin [sjɔ̃] s’écrit le plus souvent tion (récréation) ; parfois sion ou ssion (télévision, émission).',
    en: 'The ending [sjɔ̃] is usually spelt tion (récréation); sometimes sion or ssion (télévision, émission).',
    young: {
      fr: 'La fin « sion » s’écrit le plus souvent tion (récréation), parfois sion ou ssion (télévision, émission). Apprends le mot.',
      en: 'The ending "sion" is usually spelt tion (récréation), sometimes sion or ssion (télévision, émission). Learn the word.',
    },
    example: { fr: 'Après la « récréation », je regarde une « émission ».', gloss: 'After break, I watch a programme.' },
  },
  'oe-ae': {
    label: 'Lettres liées œ, æ', point: 'accents',
    fr: 'Ce mot s’écrit avec les lettres liées œ ou æ (cœur, sœur, œuf).',
    en: 'This word is spelt with the ligature œ or æ (cœur, sœur, œuf).',
    young: {
      fr: 'Dans ce mot, le o et le e sont collés : œ (cœur, sœur, œuf).',
      en: 'In this word the o and the e are joined: œ (cœur, sœur, œuf).',
    },
    example: { fr: 'Ma « sœur » a un « cœur » en chocolat.', gloss: 'My sister has a chocolate heart.' },
  },
  feminin: {
    label: 'Le féminin', point: 'feminin',
    fr: 'Au féminin, la fin du mot change : -e, -euse, -ère, -ive, -elle, -enne (heureuse, légère, vive, ancienne).',
    en: 'In the feminine, the ending changes: -e, -euse, -ère, -ive, -elle, -enne (heureuse, légère, vive, ancienne).',
    young: {
      fr: 'Au féminin, la fin du mot change : on ajoute un e (grande), ou -eux devient -euse (heureuse), -er devient -ère (légère).',
      en: 'In the feminine the ending changes: add an e (grande), or -eux becomes -euse (heureuse), -er becomes -ère (légère).',
    },
    example: { fr: 'La « chanteuse » est « heureuse ».', gloss: 'The singer is happy.' },
  },
  'pluriel-irregulier': {
    label: 'Pluriels particuliers', point: 'pluriel-noms',
    fr: 'Au pluriel, certains noms prennent un x ou changent de fin : -al → -aux, -eau → -eaux, sept mots en -ou → -oux.',
    en: 'In the plural some nouns take x or change their ending: -al → -aux, -eau → -eaux, seven -ou nouns → -oux.',
    young: {
      fr: 'Au pluriel, certains noms prennent un x : un cheval → des chevaux, un bateau → des bateaux, un bijou → des bijoux.',
      en: 'In the plural some nouns take an x: un cheval → des chevaux, un bateau → des bateaux, un bijou → des bijoux.',
    },
    example: { fr: 'Les « chevaux » galopent près des « bateaux ».', gloss: 'The horses gallop near the boats.' },
  },
  homophones: {
    label: 'Homophones', point: 'homophones-grammaticaux',
    fr: 'Ce mot se prononce comme un autre mais s’écrit autrement : le sens de la phrase dit lequel écrire (mer, mère, maire).',
    en: 'This word sounds like another but is spelt differently: the meaning tells which one to write (mer, mère, maire).',
    young: {
      fr: 'Ce mot se dit comme un autre, mais s’écrit autrement : mer, mère, maire. Le sens de la phrase te dit lequel écrire.',
      en: 'This word sounds like another but is spelt differently: mer, mère, maire. The meaning of the sentence tells you which to write.',
    },
    example: { fr: 'Ma « mère » et le « maire » vont à la « mer ».', gloss: 'My mother and the mayor go to the seaside.' },
  },
  'mots-invariables': {
    label: 'Mots invariables', point: 'lettres-muettes',
    fr: 'Ce mot ne change jamais : il faut apprendre son orthographe par cœur, lettres muettes comprises (toujours, beaucoup).',
    en: 'This word never changes: learn its spelling by heart, silent letters included (toujours, beaucoup).',
    young: {
      fr: 'Ce mot ne change jamais : apprends-le par cœur, avec ses lettres muettes (toujours, beaucoup).',
      en: 'This word never changes: learn it by heart, silent letters included (toujours, beaucoup).',
    },
    example: { fr: 'Il y a « toujours » « beaucoup » de monde au marché.', gloss: 'There are always a lot of people at the market.' },
  },
  'adverbes-ment': {
    label: 'Adverbes en -ment', point: 'adverbes-ment',
    fr: 'L’adverbe se forme sur le féminin + ment (douce → doucement) ; -ant donne -amment, -ent donne -emment.',
    en: 'The adverb is built on the feminine + ment (douce → doucement); -ant gives -amment, -ent gives -emment.',
    young: {
      fr: 'Pour écrire un mot en -ment, pars du féminin : douce → doucement. Un mot en -ant donne -amment, un mot en -ent donne -emment.',
      en: 'To write a word in -ment, start from the feminine: douce → doucement. A word in -ant gives -amment, one in -ent gives -emment.',
    },
    example: { fr: 'Elle parle « doucement » et « prudemment ».', gloss: 'She speaks softly and carefully.' },
  },
  'trait-union-apostrophe': {
    label: 'Trait d’union et apostrophe', point: 'trait-union-apostrophe',
    fr: 'Ce mot composé s’écrit avec un trait d’union ou une apostrophe (arc-en-ciel, aujourd’hui).',
    en: 'This compound is written with a hyphen or an apostrophe (arc-en-ciel, aujourd’hui).',
    young: {
      fr: 'Ce mot s’écrit avec un petit trait (arc-en-ciel) ou une apostrophe (aujourd’hui).',
      en: 'This word is written with a hyphen (arc-en-ciel) or an apostrophe (aujourd’hui).',
    },
    example: { fr: '« Aujourd’hui », j’ai vu un « arc-en-ciel ».', gloss: 'Today I saw a rainbow.' },
  },
  nombres: {
    label: 'Les nombres', point: 'nombres',
    fr: 'Les nombres s’écrivent en lettres reliées par des traits d’union ; vingt et cent prennent un s quand ils sont multipliés et terminent le nombre.',
    en: 'Numbers are written in words joined by hyphens; vingt and cent take an s when multiplied and ending the number.',
    young: {
      fr: 'Entre les dizaines et les unités, mets un trait d’union : vingt-deux, trente-cinq. Vingt et cent multipliés prennent un s en fin de nombre : deux cents.',
      en: 'Put a hyphen between the tens and the units: vingt-deux, trente-cinq. Vingt and cent, multiplied, take an s at the end of a number: deux cents.',
    },
    example: { fr: 'Ce livre a « deux cents » pages et « quatre-vingt-deux » images.', gloss: 'This book has two hundred pages and eighty-two pictures.' },
  },
  'finales-noms': {
    label: 'Finales des noms', point: 'vocabulaire',
    fr: 'Les noms féminins en -té ou -tié ne prennent pas de e (la liberté, la moitié), sauf la dictée, la montée, la jetée… ; les noms en -eur non plus (la peur), sauf l’heure, la demeure.',
    en: 'Feminine nouns in -té or -tié take no e (la liberté, la moitié), except la dictée, la montée, la jetée…; nor do nouns in -eur (la peur), except l’heure, la demeure.',
    young: {
      fr: 'Les noms comme la beauté ou la peur n’ont pas de e à la fin, même s’ils sont féminins. Sauf quelques-uns : la dictée, l’heure.',
      en: 'Nouns like la beauté or la peur have no e at the end, even though they are feminine. A few do: la dictée, l’heure.',
    },
    example: { fr: 'J’aime la « liberté » et la « chaleur » de l’été.', gloss: 'I love the freedom and the warmth of summer.' },
  },
  prefixes: {
    label: 'Préfixes', point: 'doubles-consonnes',
    fr: 'Le préfixe s’ajoute au mot sans le changer : in- devient im-, il-, ir- et la consonne se double (illisible, irrégulier).',
    en: 'The prefix is added without changing the word: in- becomes im-, il-, ir- and the consonant doubles (illisible, irrégulier).',
    young: {
      fr: 'Devant un mot, in- veut dire « pas » : inutile. Devant l, r, m, il devient il-, ir-, im- : illisible, irrégulier, immobile.',
      en: 'Before a word, in- means "not": inutile. Before l, r, m it becomes il-, ir-, im-: illisible, irrégulier, immobile.',
    },
    example: { fr: 'Ton écriture est « illisible » et ton trait est « irrégulier ».', gloss: 'Your handwriting is unreadable and your line is uneven.' },
  },
  infinitif: {
    label: 'Verbes à l’infinitif', point: 'infinitif-participe',
    fr: 'À l’infinitif, le verbe se termine par -er, -ir, -re ou -oir : on peut dire « mordre » à la place d’un verbe en -er.',
    en: 'In the infinitive, a verb ends in -er, -ir, -re or -oir: you can say "mordre" in place of an -er verb.',
    young: {
      fr: 'Pour savoir si le verbe finit par -er, remplace-le par « mordre » : « je vais manger » → « je vais mordre ».',
      en: 'To know if the verb ends in -er, swap in "mordre": "je vais manger" → "je vais mordre".',
    },
    example: { fr: 'Il faut « ranger » avant de « jouer ».', gloss: 'You have to tidy up before playing.' },
  },
  majuscules: {
    label: 'Majuscule ou minuscule', point: 'majuscules',
    fr: 'Les noms propres prennent une majuscule ; les jours, les mois et les adjectifs de nationalité n’en prennent pas.',
    en: 'Proper nouns take a capital; days, months and adjectives of nationality do not.',
    young: {
      fr: 'Les noms de personnes et de villes prennent une majuscule (Léo, Paris). Les jours et les mois, non : lundi, juin.',
      en: 'Names of people and towns take a capital (Léo, Paris). Days and months do not: lundi, juin.',
    },
    example: { fr: '« Léo » va à « Lyon » en « juin ».', gloss: 'Léo is going to Lyon in June.' },
  },
};

/**
 * A spelling rule as a flashcard or another feature names it beside the dictation's rule keys (`ruleExplanation`
 * reads both): namespaced, so « homophones » here never meets a dictation key of the same name.
 */
export const spellingRuleKey = (rule: SpellingRule) => `spelling.${rule}`;
export function spellingRuleOfKey(key: string): SpellingRule | undefined {
  const rule = key.startsWith('spelling.') ? key.slice('spelling.'.length) : undefined;
  return rule && Object.hasOwn(spellingRuleInfo, rule) ? (rule as SpellingRule) : undefined;
}
