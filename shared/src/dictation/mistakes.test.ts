import { describe, expect, it } from 'vitest';
import type { DictationErrorCategory } from './correction.ts';
import { gradeDictation } from './grading.ts';
import type { InflectionTable } from './passage.ts';
import { dictationFeatureKeys, dictationRuleKeys } from './rules.ts';

/** Small inflection tables, as the build script writes them from the Lefff (lemma, own tag, nearby forms). */
const table: InflectionTable = {
  mangeaient: { lemma: 'manger', tag: 'I3p', forms: { mangeait: 'I3s', mangeais: 'I12s', mangeai: 'J1s', mangent: 'P3p', mange: 'P13s|S13s|Y2s' } },
  mangé: { lemma: 'manger', tag: 'Kms', forms: { manger: 'W', mangez: 'P2p|Y2p', mangée: 'Kfs', mangés: 'Kmp', mangées: 'Kfp', mangeait: 'I3s', mangeais: 'I12s' } },
  mangées: { lemma: 'manger', tag: 'Kfp', forms: { mangé: 'Kms', mangée: 'Kfs', mangés: 'Kmp', manger: 'W' } },
  parties: { lemma: 'partir', tag: 'Kfp', forms: { parti: 'Kms', partis: 'Kmp|J12s|P12s', partie: 'Kfs', partir: 'W' } },
  petites: { lemma: 'petit', tag: 'fp', forms: { petit: 'ms', petite: 'fs', petits: 'mp' } },
  grandes: { lemma: 'grand', tag: 'fp', forms: { grand: 'ms', grande: 'fs', grands: 'mp' } },
  finit: { lemma: 'finir', tag: 'P3s|J3s', forms: { finis: 'P12s|J12s|Y2s', fini: 'Kms', finir: 'W', finissent: 'P3p|S3p' } },
  chanta: { lemma: 'chanter', tag: 'J3s', forms: { chantait: 'I3s', chantas: 'J2s', chante: 'P13s', chanter: 'W' } },
  chanterai: { lemma: 'chanter', tag: 'F1s', forms: { chanterais: 'C12s', chantera: 'F3s', chanterait: 'C3s' } },
  chevaux: { lemma: 'cheval', tag: 'mp', forms: { cheval: 'ms' } },
  travaillaient: { lemma: 'travailler', tag: 'I3p', forms: { travaillait: 'I3s', travaillent: 'P3p', travaillé: 'Kms' } },
  arrivées: { lemma: 'arriver', tag: 'Kfp', forms: { arrivé: 'Kms', arrivée: 'Kfs', arrivés: 'Kmp', arriver: 'W' } },
  montait: { lemma: 'monter', tag: 'I3s', forms: { montais: 'I12s', montaient: 'I3p', montrait: 'I3s' } },
  beaucoup: { lemma: 'beaucoup', tag: '', forms: {} },
  finir: { lemma: 'finir', tag: 'W', forms: { fini: 'Kms', finis: 'P12s|J12s', finit: 'P3s|J3s' } },
  // One reading per word: « aller » is kept as the noun, « mis » with its participle and passé simple readings.
  aller: { lemma: 'aller', tag: 'ms', forms: { allers: 'mp' } },
  mis: { lemma: 'mettre', tag: 'J12s|Kmp|Kms', forms: { mit: 'J3s', mise: 'Kfs', mettre: 'W' } },
  mit: { lemma: 'mettre', tag: 'J3s', forms: { mis: 'J12s|Kmp|Kms', mettre: 'W' } },
  // Two readings, the context chooses: « dure » the adjective or the verb durer, « porte » the noun or the verb porter.
  dure: { lemma: 'dur', tag: 'fs', adjective: true, forms: { dur: 'ms', dures: 'fp', durs: 'mp' }, other: { lemma: 'durer', tag: 'P13s', forms: { durent: 'P3p', durait: 'I3s' } } },
  porte: { lemma: 'porte', tag: 'fs', forms: { portes: 'fp' }, other: { lemma: 'porter', tag: 'P13s', forms: { portent: 'P3p', porté: 'Kms' } } },
};

type Case = readonly [reference: string, answer: string, category: DictationErrorCategory, rule?: string, features?: readonly string[]];

/** Real dictation mistakes, one per answer. */
const cases: readonly Case[] = [
  // ---- grammatical homophones
  ['Il a faim.', 'Il à faim.', 'homophone', 'homophone.a-a'],
  ['Elle va à Lyon.', 'Elle va a Lyon.', 'homophone', 'homophone.a-a'],
  ['Le chat est noir.', 'Le chat et noir.', 'homophone', 'homophone.et-est'],
  ['Paul et Marie dorment.', 'Paul est Marie dorment.', 'homophone', 'homophone.et-est'],
  ['Veux-tu du thé ou du café ?', 'Veux-tu du thé où du café ?', 'homophone', 'homophone.ou-ou'],
  ['La maison où il vit est grande.', 'La maison ou il vit est grande.', 'homophone', 'homophone.ou-ou'],
  ['Ils sont partis.', 'Ils son partis.', 'homophone', 'homophone.son-sont'],
  ['Il prend son sac.', 'Il prend sont sac.', 'homophone', 'homophone.son-sont'],
  ['Ils ont froid.', 'Ils on froid.', 'homophone', 'homophone.on-ont'],
  ['On a gagné.', 'Ont a gagné.', 'homophone', 'homophone.on-ont'],
  ['Ces arbres sont hauts.', 'Ses arbres sont hauts.', 'homophone', 'homophone.ces-ses'],
  ['Il range ses affaires.', 'Il range ces affaires.', 'homophone', 'homophone.ces-ses'],
  ["C'est un beau jour.", "S'est un beau jour.", 'homophone', 'homophone.ces-ses'],
  ["Il s'est levé tôt.", "Il c'est levé tôt.", 'homophone', 'homophone.ces-ses'],
  ['Il se lave.', 'Il ce lave.', 'homophone', 'homophone.ce-se'],
  ['Ce livre est à moi.', 'Se livre est à moi.', 'homophone', 'homophone.ce-se'],
  ['Pose-le là.', 'Pose-le la.', 'homophone', 'homophone.la-la'],
  ["Il l'a vu hier.", 'Il la vu hier.', 'homophone', 'homophone.la-la'],
  ['Je leur parle.', 'Je leurs parle.', 'homophone', 'homophone.leur-leurs'],
  ['Ils prennent leurs cartables.', 'Ils prennent leur cartables.', 'homophone', 'homophone.leur-leurs'],
  ['Il peut venir.', 'Il peu venir.', 'homophone', 'homophone.peu-peut'],
  ['Il mange peu.', 'Il mange peut.', 'homophone', 'homophone.peu-peut'],
  ["Il n'y a personne.", 'Il ni a personne.', 'homophone', 'homophone.ni-ny'],
  ['Il part sans son chien.', "Il part s'en son chien.", 'homophone', 'homophone.sans-sen'],
  ["Il s'en va.", 'Il sans va.', 'homophone', 'homophone.sans-sen'],
  ['Mais il pleut.', 'Mes il pleut.', 'homophone', 'homophone.mes-mais'],
  ["Je crois qu'elle viendra.", 'Je crois quelle viendra.', 'homophone', 'homophone.quel-quelle'],
  ['Quand il arrive, il sonne.', 'Quant il arrive, il sonne.', 'homophone', 'homophone.quand-quant'],
  ['Cet homme est grand.', 'Cette homme est grand.', 'homophone', 'homophone.cet-cette'],
  ['Il a dû partir.', 'Il a du partir.', 'homophone', 'homophone.du-du'],
  ['Il est sûr de lui.', 'Il est sur de lui.', 'homophone', 'homophone.sur-sur'],
  ['Viens plus tôt demain.', 'Viens plutôt demain.', 'homophone', 'homophone.plutot'],
  ['Il lit davantage.', "Il lit d'avantage.", 'homophone', 'homophone.davantage'],
  ['Quel que soit le temps, il sort.', 'Quelque soit le temps, il sort.', 'homophone', 'homophone.quelque'],
  ["On n'a rien vu.", 'On a rien vu.', 'homophone', 'homophone.negation'],
  ["Ça m'a plu.", 'Ça ma plu.', 'homophone', 'homophone.ma-ma'],
  ['Sa robe est rouge.', 'Ça robe est rouge.', 'homophone', 'homophone.sa-ca'],
  ['Elle est prête à partir.', 'Elle est près à partir.', 'homophone', 'homophone.pres-pret'],
  ["C'était la nuit.", "S'était la nuit.", 'homophone', 'homophone.c-s'],
  // ---- agreement and conjugation
  ['Les enfants mangeaient.', 'Les enfants mangeait.', 'agreement', 'agreement.sujet-verbe', ['pluriel']],
  ['Ils mangent des pommes.', 'Ils mange des pommes.', 'agreement', 'agreement.sujet-verbe', ['pluriel']],
  ['Il a mangé une pomme.', 'Il a manger une pomme.', 'agreement', 'conjugation.infinitif-participe', ['participe-passe']],
  ['Il va manger.', 'Il va mangé.', 'agreement', 'conjugation.infinitif-participe', ['infinitif']],
  ['Vous mangez.', 'Vous mangé.', 'agreement', 'conjugation.infinitif-participe'],
  ['Elles sont parties.', 'Elles sont partis.', 'agreement', 'agreement.participe-etre', ['feminin']],
  ['Elles sont venues.', 'Elles sont venu.', 'agreement', 'agreement.participe-etre', ['feminin', 'pluriel']],
  ['Elle est venue.', 'Elle est venu.', 'agreement', 'agreement.participe-etre', ['feminin']],
  ['Les petites filles jouent.', 'Les petite filles jouent.', 'agreement', 'agreement.adjectif', ['pluriel']],
  ['Les petites filles jouent.', 'Les petits filles jouent.', 'agreement', 'agreement.adjectif', ['feminin']],
  ['Les filles sont grandes.', 'Les filles sont grande.', 'agreement', 'agreement.adjectif', ['pluriel']],
  ['Les chats dorment.', 'Les chat dorment.', 'agreement', 'agreement.pluriel-nom', ['pluriel']],
  ['Des livres rouges.', 'Des livre rouges.', 'agreement', 'agreement.pluriel-nom', ['pluriel']],
  ['Tu chantes bien.', 'Tu chante bien.', 'agreement', 'agreement.sujet-verbe', ['2e-personne']],
  ['Je le sais bien.', 'Je le sait bien.', 'agreement', 'agreement.sujet-verbe', ['1re-personne']],
  ['Nous chantons.', 'Nous chantont.', 'agreement', 'agreement.sujet-verbe', ['1re-personne']],
  ['Il finit son travail.', 'Il finis son travail.', 'agreement', 'agreement.sujet-verbe', ['3e-personne']],
  ['Il chanta longtemps.', 'Il chantait longtemps.', 'agreement', 'conjugation.passe-simple-imparfait', ['passe-simple']],
  ['Je chanterai demain.', 'Je chanterais demain.', 'agreement', 'conjugation.futur-conditionnel', ['futur']],
  ["Les pommes qu'il a mangées.", "Les pommes qu'il a mangé.", 'agreement', 'agreement.participe-avoir', ['feminin', 'pluriel']],
  ['Une grande maison.', 'Une grand maison.', 'agreement', 'agreement.feminin', ['feminin']],
  ['Il a fini.', 'Il a finit.', 'agreement', 'conjugation.participe-passe', ['participe-passe']],
  ['Les ouvriers travaillaient.', 'Les ouvriers travaillait.', 'agreement', 'agreement.sujet-verbe', ['pluriel']],
  ['Les filles sont arrivées.', 'Les filles sont arrivés.', 'agreement', 'agreement.participe-etre', ['feminin']],
  ['Il doit finir.', 'Il doit finit.', 'agreement', 'conjugation.infinitif-participe', ['infinitif']],
  ['Il veut finir.', 'Il veut fini.', 'agreement', 'conjugation.infinitif-participe', ['infinitif']],
  ['La marée montait.', 'La marée montée.', 'agreement', 'conjugation.infinitif-participe'],
  ['Ils descendirent vers la plage.', 'Ils descendire vers la plage.', 'agreement', 'agreement.sujet-verbe', ['pluriel']],
  // ---- the participle's verb phrase, pronominal verbs, laisser/faire, readings chosen by context
  ["Les sillons qu'avaient tracés les charrues.", "Les sillons qu'avaient tracé les charrues.", 'agreement', 'agreement.participe-avoir', ['pluriel']],
  ["Elle l'avait regardée.", "Elle l'avait regardé.", 'agreement', 'agreement.participe-avoir', ['feminin']],
  ["Elle n'aurait choisi personne.", "Elle n'aurait choisie personne.", 'agreement', 'agreement.participe-avoir', ['masculin']],
  ['Il y avait du monde arrêté.', 'Il y avait du monde arrêtés.', 'agreement', 'agreement.participe', ['singulier']],
  ["Elle s'est laissé entraîner.", "Elle s'est laissée entraîner.", 'agreement', 'agreement.participe-laisser-faire'],
  ['Ils se sont souri.', 'Ils se sont souris.', 'agreement', 'agreement.participe-pronominal-indirect'],
  ['Elles se sont serré la main.', 'Elles se sont serrées la main.', 'agreement', 'agreement.participe-pronominal-indirect'],
  ['Elles se sont levées tôt.', 'Elles se sont levé tôt.', 'agreement', 'agreement.participe-pronominal'],
  ['Il va aller au marché.', 'Il va allé au marché.', 'agreement', 'conjugation.infinitif-participe'],
  ['Il a mis son manteau.', 'Il a mit son manteau.', 'agreement', 'conjugation.participe-passe', ['participe-passe']],
  ['Le chien se mit à aboyer.', 'Le chien se mis à aboyer.', 'agreement', 'agreement.sujet-verbe', ['3e-personne']],
  ['Combien de temps dure leur calvaire ?', 'Combien de temps durent leur calvaire ?', 'agreement', 'agreement.sujet-verbe', ['singulier']],
  ['Une route dure et longue.', 'Une route dures et longue.', 'agreement', 'agreement.adjectif', ['singulier']],
  ['Il ferme la porte.', 'Il ferme la portent.', 'lexical', 'lexical'],
  ['Il porte un sac.', 'Il portent un sac.', 'agreement', 'agreement.sujet-verbe', ['singulier']],
  // ---- invariable words and fixed plurals, determiners
  ['Il a quarante ans.', 'Il a quarantes ans.', 'agreement', 'agreement.nombre-invariable'],
  ['Ils couraient à travers champs.', 'Ils couraient à travers champ.', 'agreement', 'agreement.locution', ['pluriel']],
  ['Il ramasse quelques cailloux.', 'Il ramasse quelque cailloux.', 'agreement', 'agreement.determinant', ['pluriel']],
  // ---- elision and lexical homophones
  ["S'il pleut, je reste.", 'Si il pleut, je reste.', 'hyphen-apostrophe', 'apostrophe.elision'],
  ["Quoi qu'il arrive, je reste.", "Quoiqu'il arrive, je reste.", 'homophone', 'homophone.quoique'],
  ["Ils n'ont rien vu.", "Ils n'on rien vu.", 'homophone', 'homophone.on-ont'],
  ['Les canards et les canes.', 'Les canards et les cannes.', 'lexical', 'lexical.homophone'],
  ['Des pâtes fraîches.', 'Des pattes fraîches.', 'lexical', 'lexical.homophone'],
  ['Un excédent de bagages.', 'Un excédant de bagages.', 'lexical', 'lexical.homophone'],
  ['La faim les rongeait.', 'La faim les rongait.', 'lexical', 'lexical.g-doux'],
  // ---- accents
  ['La fenêtre est ouverte.', 'La fenètre est ouverte.', 'accent', 'accent.circonflexe'],
  ['Un éléphant passe.', 'Un elephant passe.', 'accent', 'accent.aigu'],
  ['Il a très faim.', 'Il a tres faim.', 'accent', 'accent.grave'],
  ['Le garçon court.', 'Le garcon court.', 'accent', 'accent.cedille'],
  ['Il est naïf.', 'Il est naif.', 'accent', 'accent.trema'],
  ['Un chêne pousse.', 'Un chène pousse.', 'accent', 'accent.circonflexe'],
  ['Le problème est là.', 'Le problême est là.', 'accent', 'accent.grave'],
  ['Elle a une sœur.', 'Elle a une soeur.', 'accent', 'accent.ligature'],
  ['Il déjeune.', 'Il dejeune.', 'accent', 'accent.aigu'],
  ['Une forêt sombre.', 'Une foret sombre.', 'accent', 'accent.circonflexe'],
  ['La rivière coule.', 'La riviére coule.', 'accent', 'accent.grave'],
  ['Il parle vite.', 'Il parlé vite.', 'accent', 'accent.superflu'],
  // ---- capitals
  ['Il habite à Paris.', 'Il habite à paris.', 'capital', 'capital.nom-propre'],
  ['Il pleut. Nous restons.', 'Il pleut. nous restons.', 'capital', 'capital.debut-phrase'],
  ['Le lundi matin.', 'Le Lundi matin.', 'capital', 'capital.minuscule'],
  ['Les Français aiment le pain.', 'Les français aiment le pain.', 'capital', 'capital.nom-propre'],
  ['Il cria : « Viens ! »', 'Il cria : « viens ! »', 'capital', 'capital.debut-phrase'],
  // ---- punctuation
  ['Le soir venu, il rentra.', 'Le soir venu il rentra.', 'punctuation', 'punctuation.virgule'],
  ['Il pleut.', 'Il pleut', 'punctuation', 'punctuation.point'],
  ['Viens-tu ?', 'Viens-tu.', 'punctuation', 'punctuation.point-interrogation'],
  ['Quelle chance !', 'Quelle chance.', 'punctuation', 'punctuation.point-exclamation'],
  ['Il dit : « Bonjour. »', 'Il dit « Bonjour. »', 'punctuation', 'punctuation.deux-points'],
  ['Il hésita ; puis il partit.', 'Il hésita, puis il partit.', 'punctuation', 'punctuation.point-virgule'],
  ['Il attendit…', 'Il attendit.', 'punctuation', 'punctuation.points-suspension'],
  ['Il rit, puis partit.', 'Il rit, puis, partit.', 'punctuation', 'punctuation.virgule'],
  // ---- hyphens and apostrophes
  ["Il est venu aujourd'hui.", 'Il est venu aujourdhui.', 'hyphen-apostrophe', 'apostrophe.elision'],
  ['Peut-être viendra-t-il.', 'Peut être viendra-t-il.', 'hyphen-apostrophe', 'trait-union.mot-compose'],
  ['Viendra-t-il ?', "Viendra t'il ?", 'hyphen-apostrophe', 'trait-union.inversion'],
  ["C'est-à-dire ceci.", "C'est à dire ceci.", 'hyphen-apostrophe', 'trait-union.mot-compose'],
  ["L'arbre est grand.", 'Larbre est grand.', 'hyphen-apostrophe', 'apostrophe.elision'],
  ["Il s'appelle Paul.", 'Il sappelle Paul.', 'hyphen-apostrophe', 'apostrophe.elision'],
  ['Dit-il.', 'Dit il.', 'hyphen-apostrophe', 'trait-union.inversion'],
  ['L\'arbre est grand.', 'Le arbre est grand.', 'hyphen-apostrophe', 'apostrophe.elision'],
  ["Il vient d'arriver.", 'Il vient de arriver.', 'hyphen-apostrophe', 'apostrophe.elision'],
  ['Ma grand-mère tricote.', 'Ma grand mère tricote.', 'hyphen-apostrophe', 'trait-union.mot-compose'],
  ['Il y a vingt-deux élèves.', 'Il y a vingt deux élèves.', 'hyphen-apostrophe', 'trait-union.mot-compose'],
  // ---- segmentation
  ['Il sortit lorsque la nuit tomba.', 'Il sortit lors que la nuit tomba.', 'segmentation', 'segmentation'],
  ["Il pleut parce que c'est l'hiver.", "Il pleut parceque c'est l'hiver.", 'segmentation', 'segmentation'],
  ['Il vient quelquefois.', 'Il vient quelques fois.', 'segmentation', 'segmentation'],
  ['Tout à coup, il partit.', 'Toutacoup, il partit.', 'segmentation', 'segmentation'],
  ['Il est parti aussitôt.', 'Il est parti aussi tôt.', 'segmentation', 'segmentation'],
  ['Il a vu un bonhomme.', 'Il a vu un bon homme.', 'segmentation', 'segmentation'],
  ['Autrefois, il vivait ici.', 'Autre fois, il vivait ici.', 'segmentation', 'segmentation'],
  // ---- lexical
  ['Un éléphant passe.', 'Un éléphent passe.', 'lexical', 'lexical'],
  ['Il a beaucoup de livres.', 'Il a beaucoups de livres.', 'lexical', 'lexical.invariable'],
  ['Des pommes mûres.', 'Des pomes mûres.', 'lexical', 'lexical.doubles-consonnes'],
  ['Il est content.', 'Il est contant.', 'lexical', 'lexical'],
  ['Une ombre passe.', 'Une onbre passe.', 'lexical', 'lexical.m-devant-mbp'],
  ['Un gros lit.', 'Un gros li.', 'lexical', 'lexical.lettre-muette'],
  ['Il parle prudemment.', 'Il parle prudament.', 'lexical', 'lexical.adverbe-ment'],
  ['Un hibou chante.', 'Un ibou chante.', 'lexical', 'lexical.lettre-muette'],
  ['Il a vingt ans.', 'Il a vint ans.', 'lexical', 'lexical.homophone'],
  ['Des chevaux courent.', 'Des chevals courent.', 'lexical', 'lexical'],
  ['Il fait beau.', 'Il fait bau.', 'lexical', 'lexical'],
  // ---- missing and extra words
  ['Le petit chat dort.', 'Le chat dort.', 'missing', 'missing'],
  ['Le chat dort.', 'Le gros chat dort.', 'extra', 'extra'],
];

describe('two faults on one word', () => {
  it('shows a wrong accent (or doubling) in the stem and a wrong ending as two errors', () => {
    const grade = (reference: string, answer: string) => gradeDictation({ reference, answer, inflections: table, acceptReformed1990: false }).errors.map((e) => e.rule);
    expect(grade('Les petites filles jouent.', 'Les pètite filles jouent.')).toEqual(['accent.superflu', 'agreement.adjectif']);
    expect(grade('Les ouvriers travaillaient.', 'Les ouvriers travailait.')).toEqual(['lexical.doubles-consonnes', 'agreement.sujet-verbe']);
    expect(grade('Les ouvriers travaillaient.', 'Les ouvriers travaillait.')).toEqual(['agreement.sujet-verbe']);
  });
});

describe('real dictation mistakes', () => {
  it('has at least 80 cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(80);
  });

  it.each(cases.map(([reference, answer, category, rule, features]) => ({ reference, answer, category, rule, features })))('$reference → $answer: $category', ({ reference, answer, category, rule, features }) => {
    const { errors } = gradeDictation({ reference, answer, inflections: table, acceptReformed1990: false });

    expect(errors.map((e) => `${e.category} ${e.rule} [${e.features.join(',')}] ${e.expected}→${e.written}`)).toHaveLength(1);
    const [error] = errors;
    expect(error!.category).toBe(category);
    if (rule) expect(error!.rule).toBe(rule);
    if (features) expect(error!.features).toEqual(features);
    expect(reference.slice(error!.start, error!.end)).toBe(error!.expected);
    expect(dictationRuleKeys).toContain(error!.rule);
    for (const feature of error!.features) expect(dictationFeatureKeys).toContain(feature);
  });
});
