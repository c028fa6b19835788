import { spellingRuleInfo, spellingRuleOfKey } from '../french/spelling-rules.ts';

/**
 * The one-line explanation of every rule key a correction names (`DictationError.rule`) and the label of every
 * grammatical feature key (`DictationError.features`), in French and English. Owned by the grading rules; the
 * correction screen looks texts up here, so the server sends keys, never prose.
 */
export type DictationLanguage = 'fr' | 'en';

type Texts = Record<DictationLanguage, string>;

const rules: Record<string, Texts> = {
  // ---- homophones -------------------------------------------------------------------------------------------------
  'homophone.a-a': { fr: '« a » est le verbe avoir : on peut dire « avait ». Sinon, c’est la préposition « à ».', en: '"a" is the verb avoir: you can say "avait" instead. Otherwise it is the preposition "à".' },
  'homophone.et-est': { fr: '« est » est le verbe être : on peut dire « était ». « et » relie deux mots : on peut dire « et puis ».', en: '"est" is the verb être: you can say "était". "et" links two words: you can say "et puis".' },
  'homophone.ou-ou': { fr: '« ou » marque un choix : on peut dire « ou bien ». « où » indique le lieu ou le moment.', en: '"ou" means "or": you can say "ou bien". "où" means "where" or "when".' },
  'homophone.son-sont': { fr: '« sont » est le verbe être : on peut dire « étaient ». « son » est un déterminant : on peut dire « mon ».', en: '"sont" is the verb être: you can say "étaient". "son" is a determiner: you can say "mon".' },
  'homophone.on-ont': { fr: '« ont » est le verbe avoir : on peut dire « avaient ». « on » est un pronom : on peut dire « il ».', en: '"ont" is the verb avoir: you can say "avaient". "on" is a pronoun: you can say "il".' },
  'homophone.ces-ses': { fr: '« ces » montre (« ces livres-là »), « ses » possède (« les siens »), « c’est » = « cela est », « s’est » précède un participe (« il s’est levé »), « sais/sait » est le verbe savoir.', en: '"ces" points (these), "ses" owns (his/her), "c\'est" = "cela est", "s\'est" comes before a participle, "sais/sait" is the verb savoir.' },
  'homophone.ce-se': { fr: '« se » accompagne un verbe (« il se lave » : « je me lave ») ; « ce » accompagne un nom ou signifie « cela ».', en: '"se" goes with a verb ("il se lave": "je me lave"); "ce" goes with a noun or means "that".' },
  'homophone.la-la': { fr: '« là » indique le lieu (« ici ») ; « l’a » = « l’avait » ; « la » est un article ou un pronom (« le »).', en: '"là" means "there" ("ici"); "l\'a" = "l\'avait"; "la" is an article or pronoun ("le").' },
  'homophone.leur-leurs': { fr: 'Devant un verbe, « leur » (= « lui ») ne prend jamais de s ; devant un nom pluriel, « leurs » s’accorde.', en: 'Before a verb, "leur" (= "lui") never takes an s; before a plural noun, "leurs" agrees.' },
  'homophone.leur-lheure': { fr: '« l’heure » est le nom (« la minute ») ; « leur » est un pronom ou un déterminant.', en: '"l\'heure" is the noun (the hour); "leur" is a pronoun or determiner.' },
  'homophone.peu-peut': { fr: '« peut/peux » est le verbe pouvoir : on peut dire « pouvait ». « peu » est l’adverbe (« pas beaucoup »).', en: '"peut/peux" is the verb pouvoir: you can say "pouvait". "peu" means "not much".' },
  'homophone.ni-ny': { fr: '« n’y » = « ne … y » (« il n’y va pas ») ; « ni » relie deux négations (« ni l’un ni l’autre »).', en: '"n\'y" = "ne … y" ("il n\'y va pas"); "ni" links two negatives ("ni l\'un ni l\'autre").' },
  'homophone.sans-sen': { fr: '« s’en » = « se » + « en » devant un verbe (« il s’en va ») ; « sans » est le contraire de « avec » ; « sang », « cent » sont des noms et un nombre.', en: '"s\'en" = "se" + "en" before a verb; "sans" is the opposite of "avec"; "sang" is blood, "cent" a number.' },
  'homophone.mes-mais': { fr: '« mais » s’oppose (« pourtant ») ; « mes » possède (« les miens ») ; « met/mets » est le verbe mettre.', en: '"mais" means "but"; "mes" means "my" (plural); "met/mets" is the verb mettre.' },
  'homophone.quel-quelle': { fr: '« qu’elle » = « qu’il » au féminin ; « quel(le)(s) » s’accorde avec le nom qu’il accompagne.', en: '"qu\'elle" = "qu\'il" in the feminine; "quel(le)(s)" agrees with its noun.' },
  'homophone.dans-den': { fr: '« dans » indique l’intérieur ; « d’en » = « de » + « en » devant un verbe (« il vient d’en sortir »).', en: '"dans" means "in"; "d\'en" = "de" + "en" before a verb.' },
  'homophone.si-sy': { fr: '« s’y » = « se » + « y » devant un verbe (« il s’y rend ») ; « si » marque la condition ou l’intensité.', en: '"s\'y" = "se" + "y" before a verb; "si" means "if" or "so".' },
  'homophone.quand-quant': { fr: '« quand » = « lorsque » ; « quant à » = « en ce qui concerne » ; « qu’en » = « que » + « en ».', en: '"quand" = "when"; "quant à" = "as for"; "qu\'en" = "que" + "en".' },
  'homophone.cet-cette': { fr: '« cette » devant un nom féminin, « cet » devant un nom masculin qui commence par une voyelle ; « sept » est le nombre.', en: '"cette" before a feminine noun, "cet" before a masculine noun starting with a vowel; "sept" is seven.' },
  'homophone.du-du': { fr: '« dû » (participe de devoir) prend un accent circonflexe au masculin singulier ; « du » est l’article.', en: '"dû" (past participle of devoir) has a circumflex in the masculine singular; "du" is the article.' },
  'homophone.sur-sur': { fr: '« sûr » = « certain » ; « sur » = « dessus ».', en: '"sûr" means "sure"; "sur" means "on".' },
  'homophone.ma-ma': { fr: '« m’a » = « m’avait » ; « ma » est un déterminant (« ta »).', en: '"m\'a" = "m\'avait"; "ma" is a determiner ("ta").' },
  'homophone.ta-ta': { fr: '« t’a » = « t’avait » ; « ta » est un déterminant (« ma »).', en: '"t\'a" = "t\'avait"; "ta" is a determiner ("ma").' },
  'homophone.mon-mont': { fr: '« m’ont » = « m’avaient » ; « mon » est un déterminant (« ton »).', en: '"m\'ont" = "m\'avaient"; "mon" is a determiner ("ton").' },
  'homophone.ton-tont': { fr: '« t’ont » = « t’avaient » ; « ton » est un déterminant (« mon »).', en: '"t\'ont" = "t\'avaient"; "ton" is a determiner ("mon").' },
  'homophone.sa-ca': { fr: '« ça » = « cela » ; « sa » est un déterminant (« ta »).', en: '"ça" = "cela"; "sa" is a determiner ("ta").' },
  'homophone.notre-notre': { fr: '« le nôtre », « la vôtre » (pronom) prennent un accent circonflexe ; « notre », « votre » devant un nom n’en prennent pas.', en: '"le nôtre", "la vôtre" (pronouns) take a circumflex; "notre", "votre" before a noun do not.' },
  'homophone.votre-votre': { fr: '« le vôtre » (pronom) prend un accent circonflexe ; « votre » devant un nom n’en prend pas.', en: '"le vôtre" (pronoun) takes a circumflex; "votre" before a noun does not.' },
  'homophone.pres-pret': { fr: '« prêt » (= « préparé ») s’accorde ; « près » (= « à côté ») est invariable.', en: '"prêt" (= ready) agrees; "près" (= near) is invariable.' },
  'homophone.plutot': { fr: '« plus tôt » est le contraire de « plus tard » ; « plutôt » marque une préférence.', en: '"plus tôt" is the opposite of "plus tard"; "plutôt" means "rather".' },
  'homophone.bientot': { fr: '« bientôt » = « dans peu de temps » ; « bien tôt » = « très tôt ».', en: '"bientôt" = "soon"; "bien tôt" = "very early".' },
  'homophone.quelque': { fr: '« quel que » s’écrit en deux mots devant le verbe être (« quelle que soit ») ; sinon « quelque(s) » en un mot.', en: '"quel que" is two words before the verb être ("quelle que soit"); otherwise "quelque(s)" is one word.' },
  'homophone.quoique': { fr: '« quoique » = « bien que » ; « quoi que » = « quelle que soit la chose que ».', en: '"quoique" = "although"; "quoi que" = "whatever".' },
  'homophone.davantage': { fr: '« davantage » = « plus » ; « d’avantage » = « de bénéfice ».', en: '"davantage" = "more"; "d\'avantage" = "of advantage".' },
  'homophone.parce-que': { fr: '« parce que » = « car » ; « par ce que » = « par la chose que ».', en: '"parce que" = "because"; "par ce que" = "by what".' },
  'homophone.sinon': { fr: '« sinon » = « autrement » ; « si non » oppose à « si oui ».', en: '"sinon" = "otherwise"; "si non" is the opposite of "si oui".' },
  'homophone.c-s': { fr: '« c’ » = « cela » (« c’était ») ; « s’ » accompagne un verbe pronominal (« il s’était levé »).', en: '"c\'" = "cela" ("c\'était"); "s\'" goes with a reflexive verb ("il s\'était levé").' },
  'homophone.negation': { fr: 'Avec « pas », « rien », « jamais », la négation a deux mots : n’oublie pas le « ne » ou le « n’ » devant le verbe, qu’on n’entend pas toujours (« on n’a rien vu », « nous n’entendions rien »).', en: 'With "pas", "rien" or "jamais", the negation has two words: do not forget the "ne" or "n\'" before the verb, often not heard ("on n\'a rien vu", "nous n\'entendions rien").' },
  // ---- accents ----------------------------------------------------------------------------------------------------
  'accent.aigu': { fr: 'Ici, le e se prononce [e] fermé : il prend un accent aigu (é).', en: 'Here the e sounds [e] (closed): it takes an acute accent (é).' },
  'accent.grave': { fr: 'Ici, l’accent est grave (è, à, ù) : le e se prononce ouvert [ɛ], ou l’accent distingue le mot (à, là, où).', en: 'Here the accent is grave (è, à, ù): an open [ɛ], or the accent tells the word apart (à, là, où).' },
  'accent.circonflexe': { fr: 'Ce mot prend un accent circonflexe, souvent la trace d’un s disparu (fenêtre → fenestre, forêt → forestier).', en: 'This word takes a circumflex, often the trace of a lost s (fenêtre → fenestre, forêt → forestier).' },
  'accent.trema': { fr: 'Le tréma indique que la voyelle se prononce à part (Noël, naïf, aigüe).', en: 'The diaeresis means the vowel is sounded separately (Noël, naïf, aigüe).' },
  'accent.cedille': { fr: 'Devant a, o, u, le c prend une cédille pour se prononcer [s] (garçon, reçu).', en: 'Before a, o, u, c takes a cedilla to sound [s] (garçon, reçu).' },
  'accent.superflu': { fr: 'Ce mot ne prend pas d’accent ici.', en: 'This word takes no accent here.' },
  'accent.ligature': { fr: 'Ce mot s’écrit avec les lettres liées œ ou æ (cœur, sœur, œil).', en: 'This word is spelt with the ligature œ or æ (cœur, sœur, œil).' },
  // ---- capitals ---------------------------------------------------------------------------------------------------
  'capital.debut-phrase': { fr: 'Une phrase commence par une majuscule, après un point, un point d’exclamation ou d’interrogation.', en: 'A sentence starts with a capital letter, after a full stop, an exclamation or a question mark.' },
  'capital.nom-propre': { fr: 'Les noms propres (personnes, lieux, peuples) prennent une majuscule.', en: 'Proper nouns (people, places, peoples) take a capital letter.' },
  'capital.minuscule': { fr: 'Ce mot s’écrit en minuscules : ni début de phrase ni nom propre (les jours, les mois, les langues).', en: 'This word is lower-case: neither a sentence start nor a proper noun (days, months, languages).' },
  // ---- punctuation ------------------------------------------------------------------------------------------------
  'punctuation.virgule': { fr: 'Une virgule ici : elle marque une courte pause à la lecture (énumération, complément déplacé, apposition).', en: 'A comma here: a short pause when read (list, moved phrase, apposition).' },
  'punctuation.point': { fr: 'Un point ici : la phrase est finie (on l’entend à la voix qui descend).', en: 'A full stop here: the sentence ends (the voice falls).' },
  'punctuation.point-virgule': { fr: 'Un point-virgule ici : il sépare deux propositions liées par le sens.', en: 'A semicolon here: it separates two related clauses.' },
  'punctuation.deux-points': { fr: 'Deux-points ici : ils annoncent une explication, une énumération ou des paroles.', en: 'A colon here: it announces an explanation, a list or speech.' },
  'punctuation.point-interrogation': { fr: 'Un point d’interrogation ici : la phrase pose une question.', en: 'A question mark here: the sentence asks a question.' },
  'punctuation.point-exclamation': { fr: 'Un point d’exclamation ici : la phrase exprime un sentiment fort ou un ordre.', en: 'An exclamation mark here: the sentence expresses strong feeling or an order.' },
  'punctuation.guillemets': { fr: 'Des guillemets ici : ils encadrent les paroles rapportées.', en: 'Quotation marks here: they frame reported speech.' },
  'punctuation.points-suspension': { fr: 'Des points de suspension ici : la phrase reste en suspens.', en: 'An ellipsis here: the sentence trails off.' },
  'punctuation.tiret': { fr: 'Un tiret ici : il marque le changement d’interlocuteur dans un dialogue.', en: 'A dash here: it marks a change of speaker in a dialogue.' },
  'punctuation.parentheses': { fr: 'Des parenthèses ici : elles isolent une précision.', en: 'Brackets here: they set apart a detail.' },
  'punctuation.autre': { fr: 'La ponctuation diffère du texte à cet endroit.', en: 'The punctuation differs from the text here.' },
  // ---- hyphens and apostrophes ------------------------------------------------------------------------------------
  'apostrophe.elision': { fr: 'Devant une voyelle ou un h muet, le, de, que, ne… perdent leur voyelle et prennent une apostrophe (l’arbre, aujourd’hui).', en: 'Before a vowel or silent h, le, de, que, ne… drop their vowel and take an apostrophe (l\'arbre, aujourd\'hui).' },
  'trait-union.mot-compose': { fr: 'Ce mot composé s’écrit avec un trait d’union (peut-être, c’est-à-dire, grand-mère).', en: 'This compound is written with a hyphen (peut-être, c\'est-à-dire, grand-mère).' },
  'trait-union.inversion': { fr: 'Quand le sujet est placé après le verbe, on les relie par un trait d’union (dit-il, viendra-t-elle).', en: 'When the subject follows the verb, a hyphen joins them (dit-il, viendra-t-elle).' },
  // ---- agreement and conjugation ----------------------------------------------------------------------------------
  'agreement.sujet-verbe': { fr: 'Le verbe s’accorde avec son sujet : cherche qui fait l’action (« qui est-ce qui… ? »).', en: 'The verb agrees with its subject: find who does the action ("qui est-ce qui…?").' },
  'agreement.participe-etre': { fr: 'Avec être, le participe passé s’accorde avec le sujet (elles sont parties).', en: 'With être, the past participle agrees with the subject (elles sont parties).' },
  'agreement.participe-avoir': { fr: 'Avec avoir, le participe passé ne s’accorde qu’avec un complément d’objet direct placé avant (les pommes qu’il a mangées).', en: 'With avoir, the past participle agrees only with a direct object placed before it (les pommes qu\'il a mangées).' },
  'agreement.participe-pronominal': { fr: 'Verbe pronominal (se lever, s’arrêter) : le participe s’accorde avec le sujet, car le pronom « se » est complément direct (elle s’est levée, ils se sont perdus).', en: 'Pronominal verb (se lever, s\'arrêter): the participle agrees with the subject, because "se" is the direct object (elle s\'est levée, ils se sont perdus).' },
  'agreement.participe-pronominal-indirect': { fr: 'Ici le pronom « se » est complément indirect (se sourire = sourire à soi, se parler) ou le complément direct vient après (ils se sont serré la main) : le participe ne s’accorde pas.', en: 'Here "se" is an indirect object (se sourire = smile at each other, se parler) or the direct object comes after (ils se sont serré la main): the participle does not agree.' },
  'agreement.participe-laisser-faire': { fr: '« fait » et « laissé » suivis d’un infinitif restent invariables (elle s’est laissé entraîner, il les a fait venir).', en: '"fait" and "laissé" followed by an infinitive never agree (elle s\'est laissé entraîner, il les a fait venir).' },
  'agreement.participe': { fr: 'Employé sans auxiliaire, le participe passé s’accorde comme un adjectif avec le nom qu’il complète.', en: 'Without an auxiliary, the past participle agrees like an adjective with its noun.' },
  'agreement.adjectif': { fr: 'L’adjectif s’accorde en genre et en nombre avec le nom qu’il qualifie.', en: 'The adjective agrees in gender and number with its noun.' },
  'agreement.pluriel-nom': { fr: 'Au pluriel, le nom prend un s (ou un x) : regarde le déterminant (les, des, ces, mes…).', en: 'In the plural the noun takes an s (or x): look at the determiner (les, des, ces, mes…).' },
  'agreement.determinant': { fr: 'Le déterminant s’accorde avec le nom qu’il accompagne : regarde si on parle d’un seul ou de plusieurs (aux regards, certains cafés, quelques secrets).', en: 'The determiner agrees with its noun: check whether it is one or several (aux regards, certains cafés, quelques secrets).' },
  'agreement.locution': { fr: 'Dans cette expression toute faite, le nom garde toujours la même forme, quel que soit le reste de la phrase : à travers champs, à genoux, à pied, sans cesse.', en: 'In this set phrase the noun always keeps the same form, whatever the rest of the sentence: à travers champs, à genoux, à pied, sans cesse.' },
  'agreement.nombre-invariable': { fr: 'Les nombres sont invariables : quatre, cinq, quarante, mille ne prennent jamais de s (seuls vingt et cent multipliés et en fin de nombre en prennent un : quatre-vingts, deux cents).', en: 'Numbers are invariable: quatre, cinq, quarante, mille never take an s (only vingt and cent, multiplied and last: quatre-vingts, deux cents).' },
  'agreement.feminin': { fr: 'Au féminin, le mot prend souvent un e : regarde le nom ou le pronom qu’il accompagne.', en: 'In the feminine the word often takes an e: look at the noun or pronoun it goes with.' },
  'conjugation.infinitif-participe': { fr: 'Infinitif ou participe ? Remplace par un verbe comme vendre : si « vendre » va, c’est l’infinitif (-er, -ir, -re) ; si « vendu » va, c’est le participe (-é, -i, -u).', en: 'Infinitive or participle? Swap in a verb like vendre: if "vendre" fits, it is the infinitive (-er, -ir, -re); if "vendu" fits, the participle (-é, -i, -u).' },
  'conjugation.participe-passe': { fr: 'Après avoir ou être, c’est un participe passé : mets-le au féminin pour entendre sa dernière lettre (fini → finie, pris → prise, fait → faite).', en: 'After avoir or être it is a past participle: put it in the feminine to hear its last letter (fini → finie, pris → prise, fait → faite).' },
  'conjugation.temps': { fr: 'Le verbe n’est pas conjugué au bon temps : écoute la terminaison et repère les indices de temps de la phrase.', en: 'The verb is in the wrong tense: listen to the ending and look for time clues in the sentence.' },
  'conjugation.passe-simple-imparfait': { fr: 'Passé simple (-ai) ou imparfait (-ais) ? Passe à la 3e personne : « il chanta » / « il chantait ».', en: 'Passé simple (-ai) or imparfait (-ais)? Switch to the 3rd person: "il chanta" / "il chantait".' },
  'conjugation.futur-conditionnel': { fr: 'Futur (-rai) ou conditionnel (-rais) ? Passe à la 3e personne : « il chantera » / « il chanterait ».', en: 'Future (-rai) or conditional (-rais)? Switch to the 3rd person: "il chantera" / "il chanterait".' },
  // ---- words ------------------------------------------------------------------------------------------------------
  segmentation: { fr: 'Les mots ne sont pas découpés comme dans le texte (lorsque, parce que, quelquefois, tout à coup).', en: 'The words are not split as in the text (lorsque, parce que, quelquefois, tout à coup).' },
  missing: { fr: 'Un mot du texte manque ici.', en: 'A word of the text is missing here.' },
  extra: { fr: 'Ce mot n’est pas dans le texte.', en: 'This word is not in the text.' },
  lexical: { fr: 'Le mot n’est pas écrit comme dans le texte : vérifie son orthographe dans le dictionnaire.', en: 'The word is not spelt as in the text: check it in a dictionary.' },
  'lexical.invariable': { fr: 'Ce mot est invariable : il ne prend jamais de s, même au pluriel (beaucoup, toujours, très).', en: 'This word is invariable: it never takes an s, even in the plural (beaucoup, toujours, très).' },
  'lexical.homophone': { fr: 'Ce mot se prononce comme un autre qui n’a pas le même sens : c’est le sens de la phrase qui choisit l’orthographe (une patte de chien, des pâtes à cuire).', en: 'This word sounds like another with a different meaning: the meaning of the sentence picks the spelling (une patte, des pâtes).' },
  'lexical.g-doux': { fr: 'Devant a, o, u, le g se prononce [ʒ] seulement avec un e après lui : il rongeait, nous mangeons.', en: 'Before a, o, u, g sounds [ʒ] only with an e after it: il rongeait, nous mangeons.' },
  'lexical.doubles-consonnes': { fr: 'Une consonne simple ou double ? Pense à un mot de la même famille (pomme → pommier).', en: 'Single or double consonant? Think of a word of the same family (pomme → pommier).' },
  'lexical.m-devant-mbp': { fr: 'Devant m, b et p, on écrit m au lieu de n (sauf bonbon, bonbonne, embonpoint).', en: 'Before m, b and p, write m instead of n (except bonbon, bonbonne, embonpoint).' },
  'lexical.lettre-muette': { fr: 'Une lettre muette : pense au féminin ou à un mot de la même famille pour l’entendre (grand → grande, lait → laitier).', en: 'A silent letter: think of the feminine or a related word to hear it (grand → grande, lait → laitier).' },
  'lexical.adverbe-ment': { fr: 'Adjectif en -ant → adverbe en -amment, en -ent → -emment (courant → couramment, prudent → prudemment).', en: 'Adjective in -ant → adverb in -amment, in -ent → -emment (courant → couramment, prudent → prudemment).' },
};

const features: Record<string, Texts> = {
  present: { fr: 'présent', en: 'present' },
  imparfait: { fr: 'imparfait', en: 'imperfect' },
  'passe-simple': { fr: 'passé simple', en: 'simple past' },
  futur: { fr: 'futur', en: 'future' },
  conditionnel: { fr: 'conditionnel', en: 'conditional' },
  subjonctif: { fr: 'subjonctif', en: 'subjunctive' },
  'subjonctif-imparfait': { fr: 'subjonctif imparfait', en: 'imperfect subjunctive' },
  imperatif: { fr: 'impératif', en: 'imperative' },
  'participe-passe': { fr: 'participe passé', en: 'past participle' },
  'participe-present': { fr: 'participe présent', en: 'present participle' },
  infinitif: { fr: 'infinitif', en: 'infinitive' },
  '1re-personne': { fr: '1re personne', en: '1st person' },
  '2e-personne': { fr: '2e personne', en: '2nd person' },
  '3e-personne': { fr: '3e personne', en: '3rd person' },
  singulier: { fr: 'singulier', en: 'singular' },
  pluriel: { fr: 'pluriel', en: 'plural' },
  masculin: { fr: 'masculin', en: 'masculine' },
  feminin: { fr: 'féminin', en: 'feminine' },
};

/** Every rule key with an explanation. */
export const dictationRuleKeys: readonly string[] = Object.keys(rules);
/** Every feature key with a label. */
export const dictationFeatureKeys: readonly string[] = Object.keys(features);

export function ruleExplanation(rule: string, language: DictationLanguage): string {
  const spelling = spellingRuleOfKey(rule);
  if (spelling) return spellingRuleInfo[spelling][language];
  return (rules[rule] ?? rules.lexical!)[language];
}

export function featureLabel(feature: string, language: DictationLanguage): string {
  return features[feature]?.[language] ?? feature;
}
