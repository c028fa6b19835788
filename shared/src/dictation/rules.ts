import { type ExplainedRule, type SpellingRule, spellingRuleInfo, spellingRuleOfKey } from '../french/spelling-rules.ts';
import type { DictationLevel } from './passage.ts';

/**
 * The one-line explanation of every rule key a correction names (`DictationError.rule`), at two levels, with one
 * example sentence, and the label of every grammatical feature key (`DictationError.features`), in French and English.
 * Owned by the grading rules; the correction screen looks texts up here, so the server sends keys, never prose.
 */
export type DictationLanguage = 'fr' | 'en';
/** Which text a learner reads: `young` for CE1 to CM2 (school words, a trick to apply), `standard` from collège on. */
export type ExplanationLevel = 'young' | 'standard';

type Texts = Record<DictationLanguage, string>;

const rules: Record<string, ExplainedRule> = {
  // ---- homophones -------------------------------------------------------------------------------------------------
  'homophone.a-a': {
    fr: '« a » est le verbe avoir : on peut dire « avait ». Sinon, c’est la préposition « à ».',
    en: '"a" is the verb avoir: you can say "avait" instead. Otherwise it is the preposition "à".',
    young: { fr: 'Remplace par « avait » : si ça marche, écris « a » sans accent. Sinon, écris « à ».', en: 'Try "avait" instead: if it works, write "a" with no accent. If not, write "à".' },
    example: { fr: 'Il « a » mal « à » la tête.', gloss: 'He has a headache.' },
  },
  'homophone.et-est': {
    fr: '« est » est le verbe être : on peut dire « était ». « et » relie deux mots : on peut dire « et puis ».',
    en: '"est" is the verb être: you can say "était". "et" links two words: you can say "et puis".',
    young: { fr: 'Remplace par « était » : si ça marche, écris « est ». Si tu peux dire « et puis », écris « et ».', en: 'Try "était" instead: if it works, write "est". If you can say "et puis", write "et".' },
    example: { fr: 'Le chat « est » noir « et » blanc.', gloss: 'The cat is black and white.' },
  },
  'homophone.ou-ou': {
    fr: '« ou » marque un choix : on peut dire « ou bien ». « où » indique le lieu ou le moment.',
    en: '"ou" means "or": you can say "ou bien". "où" means "where" or "when".',
    young: { fr: 'Si tu peux dire « ou bien », écris « ou » sans accent. Pour parler d’un endroit (où vas-tu ?), écris « où ».', en: 'If you can say "ou bien", write "ou" with no accent. For a place ("où vas-tu ?"), write "où".' },
    example: { fr: '« Où » vas-tu : au parc « ou » à la piscine ?', gloss: 'Where are you going: to the park or to the pool?' },
  },
  'homophone.son-sont': {
    fr: '« sont » est le verbe être : on peut dire « étaient ». « son » est un déterminant : on peut dire « mon ».',
    en: '"sont" is the verb être: you can say "étaient". "son" is a determiner: you can say "mon".',
    young: { fr: 'Remplace par « étaient » : si ça marche, écris « sont ». Si tu peux dire « mon », écris « son ».', en: 'Try "étaient" instead: if it works, write "sont". If you can say "mon", write "son".' },
    example: { fr: 'Ses amis « sont » dans « son » jardin.', gloss: 'His friends are in his garden.' },
  },
  'homophone.on-ont': {
    fr: '« ont » est le verbe avoir : on peut dire « avaient ». « on » est un pronom : on peut dire « il ».',
    en: '"ont" is the verb avoir: you can say "avaient". "on" is a pronoun: you can say "il".',
    young: { fr: 'Remplace par « avaient » : si ça marche, écris « ont ». Si tu peux dire « il », écris « on ».', en: 'Try "avaient" instead: if it works, write "ont". If you can say "il", write "on".' },
    example: { fr: '« On » dit qu’ils « ont » gagné.', gloss: 'People say they have won.' },
  },
  'homophone.ces-ses': {
    fr: '« ces » montre (« ces livres-là »), « ses » possède (« les siens »), « c’est » = « cela est », « s’est » précède un participe (« il s’est levé »), « sais/sait » est le verbe savoir.',
    en: '"ces" points (these), "ses" owns (his/her), "c\'est" = "cela est", "s\'est" comes before a participle, "sais/sait" is the verb savoir.',
    young: { fr: '« ses » : les siens (ses jouets). « ces » : ceux-là (ces jouets-là). « c’est » : cela est. « s’est » : il s’est levé (je me suis levé).', en: '"ses": his or hers (ses jouets). "ces": those (ces jouets-là). "c\'est": cela est. "s\'est": il s\'est levé (je me suis levé).' },
    example: { fr: '« C’est » Léo : il « s’est » assis avec « ses » amis sur « ces » bancs.', gloss: 'It is Léo: he sat down with his friends on these benches.' },
  },
  'homophone.ce-se': {
    fr: '« se » accompagne un verbe (« il se lave » : « je me lave ») ; « ce » accompagne un nom ou signifie « cela ».',
    en: '"se" goes with a verb ("il se lave": "je me lave"); "ce" goes with a noun or means "that".',
    young: { fr: '« se » va devant un verbe : dis « je me lave » pour « il se lave ». « ce » va devant un nom (ce chat) ou veut dire « cela ».', en: '"se" goes before a verb: say "je me lave" for "il se lave". "ce" goes before a noun (ce chat) or means "that".' },
    example: { fr: '« Ce » chat « se » lave.', gloss: 'This cat is washing itself.' },
  },
  'homophone.la-la': {
    fr: '« là » indique le lieu (« ici ») ; « l’a » = « l’avait » ; « la » est un article ou un pronom (« le »).',
    en: '"là" means "there" ("ici"); "l\'a" = "l\'avait"; "la" is an article or pronoun ("le").',
    young: { fr: '« là » avec un accent veut dire « ici ». Si tu peux dire « l’avait », écris « l’a ». Sinon, c’est « la » : la porte.', en: '"là" with an accent means "here/there". If you can say "l\'avait", write "l\'a". Otherwise it is "la": la porte.' },
    example: { fr: 'Tom a vu le ballon et « l’a » posé « là », sur « la » table.', gloss: 'Tom saw the ball and put it there, on the table.' },
  },
  'homophone.leur-leurs': {
    fr: 'Devant un verbe, « leur » (= « lui ») ne prend jamais de s ; devant un nom pluriel, « leurs » s’accorde.',
    en: 'Before a verb, "leur" (= "lui") never takes an s; before a plural noun, "leurs" agrees.',
    young: { fr: 'Devant un verbe, « leur » ne prend jamais de s : je leur parle. Devant un nom au pluriel, écris « leurs » : leurs jouets.', en: 'Before a verb, "leur" never takes an s: je leur parle. Before a plural noun, write "leurs": leurs jouets.' },
    example: { fr: 'Je « leur » montre « leurs » cadeaux.', gloss: 'I show them their presents.' },
  },
  'homophone.leur-lheure': {
    fr: '« l’heure » est le nom (« la minute ») ; « leur » est un pronom ou un déterminant.',
    en: '"l\'heure" is the noun (the hour); "leur" is a pronoun or determiner.',
    young: { fr: '« l’heure », c’est ce que montre la montre : quelle heure est-il ? Sinon, écris « leur ».', en: '"l\'heure" is what the watch shows: quelle heure est-il ? (what time is it?). Otherwise, write "leur".' },
    example: { fr: 'À « l’heure » du goûter, je « leur » donne un gâteau.', gloss: 'At snack time, I give them a cake.' },
  },
  'homophone.peu-peut': {
    fr: '« peut/peux » est le verbe pouvoir : on peut dire « pouvait ». « peu » est l’adverbe (« pas beaucoup »).',
    en: '"peut/peux" is the verb pouvoir: you can say "pouvait". "peu" means "not much".',
    young: { fr: 'Remplace par « pouvait » : si ça marche, écris « peut » (« peux » avec je et tu). Sinon, c’est « peu » : pas beaucoup.', en: 'Try "pouvait" instead: if it works, write "peut" ("peux" with je and tu). Otherwise it is "peu": not much.' },
    example: { fr: 'Il « peut » manger un « peu » de pain.', gloss: 'He can eat a little bread.' },
  },
  'homophone.ni-ny': {
    fr: '« n’y » = « ne … y » (« il n’y va pas ») ; « ni » relie deux négations (« ni l’un ni l’autre »).',
    en: '"n\'y" = "ne … y" ("il n\'y va pas"); "ni" links two negatives ("ni l\'un ni l\'autre").',
    young: { fr: 'Dans « il n’y a » ou « il n’y va », écris « n’y ». « ni » se répète : ni chaud ni froid.', en: 'In "il n\'y a" or "il n\'y va", write "n\'y". "ni" comes twice: ni chaud ni froid.' },
    example: { fr: 'Il « n’y » a « ni » pain « ni » lait.', gloss: 'There is neither bread nor milk.' },
  },
  'homophone.sans-sen': {
    fr: '« s’en » = « se » + « en » devant un verbe (« il s’en va ») ; « sans » est le contraire de « avec » ; « sang », « cent » sont des noms et un nombre.',
    en: '"s\'en" = "se" + "en" before a verb; "sans" is the opposite of "avec"; "sang" is blood, "cent" a number.',
    young: { fr: '« sans » est le contraire de « avec ». Devant un verbe, écris « s’en » : il s’en va. « cent » est un nombre.', en: '"sans" is the opposite of "avec". Before a verb, write "s\'en": il s\'en va. "cent" is a number.' },
    example: { fr: 'Il « s’en » va « sans » son sac.', gloss: 'He goes off without his bag.' },
  },
  'homophone.mes-mais': {
    fr: '« mais » s’oppose (« pourtant ») ; « mes » possède (« les miens ») ; « met/mets » est le verbe mettre.',
    en: '"mais" means "but"; "mes" means "my" (plural); "met/mets" is the verb mettre.',
    young: { fr: 'Si tu peux dire « tes », écris « mes ». Si tu peux dire « pourtant », écris « mais ». Le verbe mettre : il met, je mets.', en: 'If you can say "tes", write "mes". If you can say "pourtant", write "mais". The verb mettre: il met, je mets.' },
    example: { fr: '« Mes » bottes sont sales, « mais » je les « mets ».', gloss: 'My boots are dirty, but I put them on.' },
  },
  'homophone.quel-quelle': {
    fr: '« qu’elle » = « qu’il » au féminin ; « quel(le)(s) » s’accorde avec le nom qu’il accompagne.',
    en: '"qu\'elle" = "qu\'il" in the feminine; "quel(le)(s)" agrees with its noun.',
    young: { fr: 'Si tu peux dire « qu’il », écris « qu’elle ». Sinon, « quel » s’accorde avec le nom : quel chat, quelle fleur, quels amis.', en: 'If you can say "qu\'il", write "qu\'elle". Otherwise "quel" agrees with its noun: quel chat, quelle fleur, quels amis.' },
    example: { fr: 'Je crois « qu’elle » aime cette robe : « quelle » jolie couleur !', gloss: 'I think she likes this dress: what a pretty colour!' },
  },
  'homophone.dans-den': {
    fr: '« dans » indique l’intérieur ; « d’en » = « de » + « en » devant un verbe (« il vient d’en sortir »).',
    en: '"dans" means "in"; "d\'en" = "de" + "en" before a verb.',
    young: { fr: '« dans » veut dire « à l’intérieur » : dans la boîte. Devant un verbe, écris « d’en » : il vient d’en sortir.', en: '"dans" means "inside": dans la boîte. Before a verb, write "d\'en": il vient d\'en sortir.' },
    example: { fr: 'Le chat dormait « dans » la boîte ; il vient « d’en » sortir.', gloss: 'The cat was sleeping in the box; it has just come out of it.' },
  },
  'homophone.si-sy': {
    fr: '« s’y » = « se » + « y » devant un verbe (« il s’y rend ») ; « si » marque la condition ou l’intensité.',
    en: '"s\'y" = "se" + "y" before a verb; "si" means "if" or "so".',
    young: { fr: 'Devant un verbe, écris « s’y » : il s’y cache (y veut dire « là »). Sinon, écris « si » : si tu veux.', en: 'Before a verb, write "s\'y": il s\'y cache (y means "there"). Otherwise, write "si": si tu veux.' },
    example: { fr: '« Si » la cabane est libre, il « s’y » cache.', gloss: 'If the hut is free, he hides in it.' },
  },
  'homophone.quand-quant': {
    fr: '« quand » = « lorsque » ; « quant à » = « en ce qui concerne » ; « qu’en » = « que » + « en ».',
    en: '"quand" = "when"; "quant à" = "as for"; "qu\'en" = "que" + "en".',
    young: { fr: 'Si tu peux dire « lorsque », écris « quand », avec un d. « quant à moi » veut dire « pour moi ».', en: 'If you can say "lorsque", write "quand", with a d. "quant à moi" means "as for me".' },
    example: { fr: '« Quand » il pleut, je lis ; « quant à » mon frère, il dessine.', gloss: 'When it rains, I read; as for my brother, he draws.' },
  },
  'homophone.cet-cette': {
    fr: '« cette » devant un nom féminin, « cet » devant un nom masculin qui commence par une voyelle ou un h muet (cet arbre, cet homme) ; « sept » est le nombre.',
    en: '"cette" before a feminine noun, "cet" before a masculine noun starting with a vowel or a silent h (cet arbre, cet homme); "sept" is seven.',
    young: { fr: '« cette » va devant un nom féminin (cette fleur), « cet » devant un nom masculin qui commence par une voyelle (cet arbre). « sept », c’est 7.', en: '"cette" goes before a feminine noun (cette fleur), "cet" before a masculine noun starting with a vowel (cet arbre). "sept" is 7.' },
    example: { fr: '« Cet » élève a lu « cette » histoire « sept » fois.', gloss: 'This pupil has read this story seven times.' },
  },
  'homophone.du-du': {
    fr: '« dû » (participe de devoir) prend un accent circonflexe au masculin singulier ; « du » est l’article.',
    en: '"dû" (past participle of devoir) has a circumflex in the masculine singular; "du" is the article.',
    young: { fr: '« dû », avec un accent, vient du verbe devoir : il a dû partir. « du » sans accent va devant un nom : du pain.', en: '"dû", with an accent, comes from the verb devoir: il a dû partir. "du" with no accent goes before a noun: du pain.' },
    example: { fr: 'Il a « dû » acheter « du » pain.', gloss: 'He had to buy some bread.' },
  },
  'homophone.sur-sur': {
    fr: '« sûr » = « certain » ; « sur » = « dessus ».',
    en: '"sûr" means "sure"; "sur" means "on".',
    young: { fr: 'Si tu peux dire « certain », écris « sûr », avec un accent. « sur » veut dire « dessus » : sur la table.', en: 'If you can say "certain", write "sûr", with an accent. "sur" means "on": sur la table.' },
    example: { fr: 'Je suis « sûr » que le livre est « sur » la table.', gloss: 'I am sure the book is on the table.' },
  },
  'homophone.ma-ma': {
    fr: '« m’a » = « m’avait » ; « ma » est un déterminant (« ta »).',
    en: '"m\'a" = "m\'avait"; "ma" is a determiner ("ta").',
    young: { fr: 'Si tu peux dire « m’avait », écris « m’a ». Sinon, « ma » va devant un nom : ma sœur.', en: 'If you can say "m\'avait", write "m\'a". Otherwise "ma" goes before a noun: ma sœur.' },
    example: { fr: '« Ma » sœur « m’a » prêté son vélo.', gloss: 'My sister lent me her bike.' },
  },
  'homophone.ta-ta': {
    fr: '« t’a » = « t’avait » ; « ta » est un déterminant (« ma »).',
    en: '"t\'a" = "t\'avait"; "ta" is a determiner ("ma").',
    young: { fr: 'Si tu peux dire « t’avait », écris « t’a ». Sinon, « ta » va devant un nom : ta mère.', en: 'If you can say "t\'avait", write "t\'a". Otherwise "ta" goes before a noun: ta mère.' },
    example: { fr: '« Ta » mère « t’a » acheté un livre.', gloss: 'Your mother bought you a book.' },
  },
  'homophone.mon-mont': {
    fr: '« m’ont » = « m’avaient » ; « mon » est un déterminant (« ton »).',
    en: '"m\'ont" = "m\'avaient"; "mon" is a determiner ("ton").',
    young: { fr: 'Si tu peux dire « m’avaient », écris « m’ont ». Sinon, « mon » va devant un nom : mon chat.', en: 'If you can say "m\'avaient", write "m\'ont". Otherwise "mon" goes before a noun: mon chat.' },
    example: { fr: '« Mon » oncle et ma tante « m’ont » offert un livre.', gloss: 'My uncle and my aunt gave me a book.' },
  },
  'homophone.ton-tont': {
    fr: '« t’ont » = « t’avaient » ; « ton » est un déterminant (« mon »).',
    en: '"t\'ont" = "t\'avaient"; "ton" is a determiner ("mon").',
    young: { fr: 'Si tu peux dire « t’avaient », écris « t’ont ». Sinon, « ton » va devant un nom : ton chat.', en: 'If you can say "t\'avaient", write "t\'ont". Otherwise "ton" goes before a noun: ton chat.' },
    example: { fr: '« Ton » père et ta mère « t’ont » offert un vélo.', gloss: 'Your father and your mother gave you a bike.' },
  },
  'homophone.sa-ca': {
    fr: '« ça » = « cela » ; « sa » est un déterminant (« ta »).',
    en: '"ça" = "cela"; "sa" is a determiner ("ta").',
    young: { fr: 'Si tu peux dire « cela », écris « ça ». Sinon, « sa » va devant un nom : sa maison.', en: 'If you can say "cela", write "ça". Otherwise "sa" goes before a noun: sa maison.' },
    example: { fr: 'Il aime « sa » maison : « ça » se voit.', gloss: 'He loves his house: you can tell.' },
  },
  'homophone.notre-notre': {
    fr: '« le nôtre », « la vôtre » (pronom) prennent un accent circonflexe ; « notre », « votre » devant un nom n’en prennent pas.',
    en: '"le nôtre", "la vôtre" (pronouns) take a circumflex; "notre", "votre" before a noun do not.',
    young: { fr: 'Devant un nom, « notre » n’a pas d’accent : notre maison. Avec « le » ou « la » devant, écris « le nôtre », « la nôtre ».', en: 'Before a noun, "notre" has no accent: notre maison. With "le" or "la" in front, write "le nôtre", "la nôtre".' },
    example: { fr: 'Ce n’est pas « notre » ballon : « le nôtre » est rouge.', gloss: 'It is not our ball: ours is red.' },
  },
  'homophone.votre-votre': {
    fr: '« le vôtre » (pronom) prend un accent circonflexe ; « votre » devant un nom n’en prend pas.',
    en: '"le vôtre" (pronoun) takes a circumflex; "votre" before a noun does not.',
    young: { fr: 'Devant un nom, « votre » n’a pas d’accent : votre maison. Avec « le » ou « la » devant, écris « le vôtre », « la vôtre ».', en: 'Before a noun, "votre" has no accent: votre maison. With "le" or "la" in front, write "le vôtre", "la vôtre".' },
    example: { fr: 'Ce n’est pas « votre » ballon : « le vôtre » est bleu.', gloss: 'It is not your ball: yours is blue.' },
  },
  'homophone.pres-pret': {
    fr: '« prêt » (= « préparé ») s’accorde ; « près » (= « à côté ») est invariable.',
    en: '"prêt" (= ready) agrees; "près" (= near) is invariable.',
    young: { fr: '« près » veut dire « à côté » : il ne change jamais. « prêt » veut dire « préparé » : prêt, prête, prêts.', en: '"près" means "near": it never changes. "prêt" means "ready": prêt, prête, prêts.' },
    example: { fr: 'Les enfants sont « prêts » et attendent « près » de la porte.', gloss: 'The children are ready and are waiting near the door.' },
  },
  'homophone.plutot': {
    fr: '« plus tôt » est le contraire de « plus tard » ; « plutôt » marque une préférence.',
    en: '"plus tôt" is the opposite of "plus tard"; "plutôt" means "rather".',
    young: { fr: 'Si le contraire est « plus tard », écris « plus tôt » en deux mots. Sinon, écris « plutôt » en un mot.', en: 'If the opposite is "plus tard", write "plus tôt" as two words. Otherwise, write "plutôt" as one word.' },
    example: { fr: 'Viens « plus tôt » demain, ou « plutôt » ce soir !', gloss: 'Come earlier tomorrow, or rather tonight!' },
  },
  'homophone.bientot': {
    fr: '« bientôt » = « dans peu de temps » ; « bien tôt » = « très tôt ».',
    en: '"bientôt" = "soon"; "bien tôt" = "very early".',
    young: { fr: '« bientôt » (dans peu de temps) s’écrit en un mot. « bien tôt » en deux mots veut dire « très tôt ».', en: '"bientôt" (soon) is one word. "bien tôt", two words, means "very early".' },
    example: { fr: 'Il arrivera « bientôt » : il est parti « bien tôt » ce matin.', gloss: 'He will arrive soon: he left very early this morning.' },
  },
  'homophone.quelque': {
    fr: '« quel que » s’écrit en deux mots devant le verbe être (« quelle que soit ») ; sinon « quelque(s) » en un mot.',
    en: '"quel que" is two words before the verb être ("quelle que soit"); otherwise "quelque(s)" is one word.',
    young: { fr: 'Devant un nom, « quelque » s’écrit en un mot : quelques amis. Devant « soit », écris deux mots : quel que soit, quelle que soit.', en: 'Before a noun, "quelque" is one word: quelques amis. Before "soit", write two words: quel que soit, quelle que soit.' },
    example: { fr: '« Quelle que » soit la météo, j’invite « quelques » amis.', gloss: 'Whatever the weather, I am inviting a few friends.' },
  },
  'homophone.quoique': {
    fr: '« quoique » = « bien que » ; « quoi que » = « quelle que soit la chose que ».',
    en: '"quoique" = "although"; "quoi que" = "whatever".',
    young: { fr: 'Si tu peux dire « bien que », écris « quoique » en un mot. Sinon, écris « quoi que » en deux mots : quoi que tu fasses.', en: 'If you can say "bien que", write "quoique" as one word. Otherwise, write "quoi que" as two words: quoi que tu fasses.' },
    example: { fr: '« Quoique » malade, il viendra, « quoi que » tu dises.', gloss: 'Although ill, he will come, whatever you say.' },
  },
  'homophone.davantage': {
    fr: '« davantage » = « plus » ; « d’avantage » = « de bénéfice ».',
    en: '"davantage" = "more"; "d\'avantage" = "of advantage".',
    young: { fr: 'Si tu peux dire « plus », écris « davantage » en un seul mot.', en: 'If you can say "plus" (more), write "davantage" as one word.' },
    example: { fr: 'Je voudrais « davantage » de soupe.', gloss: 'I would like more soup.' },
  },
  'homophone.parce-que': {
    fr: '« parce que » = « car » ; « par ce que » = « par la chose que ».',
    en: '"parce que" = "because"; "par ce que" = "by what".',
    young: { fr: 'Si tu peux dire « car », écris « parce que » en deux mots.', en: 'If you can say "car" (because), write "parce que" as two words.' },
    example: { fr: 'Je reste à la maison « parce que » je suis malade.', gloss: 'I am staying at home because I am ill.' },
  },
  'homophone.sinon': {
    fr: '« sinon » = « autrement » ; « si non » oppose à « si oui ».',
    en: '"sinon" = "otherwise"; "si non" is the opposite of "si oui".',
    young: { fr: 'Si tu peux dire « autrement », écris « sinon » en un seul mot.', en: 'If you can say "autrement" (otherwise), write "sinon" as one word.' },
    example: { fr: 'Mets ton manteau, « sinon » tu auras froid.', gloss: 'Put your coat on, otherwise you will be cold.' },
  },
  'homophone.c-s': {
    fr: '« c’ » = « cela » (« c’était ») ; « s’ » accompagne un verbe pronominal (« il s’était levé »).',
    en: '"c\'" = "cela" ("c\'était"); "s\'" goes with a reflexive verb ("il s\'était levé").',
    young: { fr: '« c’ » veut dire « cela » : c’était. « s’ » va avec un verbe comme se lever : il s’était levé (je m’étais levé).', en: '"c\'" means "cela": c\'était. "s\'" goes with a verb like se lever: il s\'était levé (je m\'étais levé).' },
    example: { fr: '« C’était » l’hiver et il « s’était » levé tôt.', gloss: 'It was winter and he had got up early.' },
  },
  'homophone.negation': {
    fr: 'Avec « pas », « rien », « jamais », la négation a deux mots : n’oublie pas le « ne » ou le « n’ » devant le verbe, qu’on n’entend pas toujours (« on n’a rien vu », « nous n’entendions rien »).',
    en: 'With "pas", "rien" or "jamais", the negation has two words: do not forget the "ne" or "n\'" before the verb, often not heard ("on n\'a rien vu", "nous n\'entendions rien").',
    young: { fr: 'Avec « pas », « rien » ou « jamais », n’oublie pas « ne » ou « n’ » devant le verbe, même si on ne l’entend pas : on n’a rien vu.', en: 'With "pas", "rien" or "jamais", do not forget "ne" or "n\'" before the verb, even when you cannot hear it: on n\'a rien vu.' },
    example: { fr: 'On « n’a » rien vu dans le noir.', gloss: 'We saw nothing in the dark.' },
  },
  // ---- accents ----------------------------------------------------------------------------------------------------
  'accent.aigu': {
    fr: 'Ici, le e se prononce [e] fermé : il prend un accent aigu (é).',
    en: 'Here the e sounds [e] (closed): it takes an acute accent (é).',
    young: { fr: 'Quand le e se dit « é », comme dans « été », il prend un accent aigu : é.', en: 'When the e sounds "é", as in "été", it takes an acute accent: é.' },
    example: { fr: 'En « été », le « bébé » dort beaucoup.', gloss: 'In summer, the baby sleeps a lot.' },
  },
  'accent.grave': {
    fr: 'Ici, l’accent est grave (è, à, ù) : le e se prononce ouvert [ɛ], ou l’accent distingue le mot (à, là, où).',
    en: 'Here the accent is grave (è, à, ù): an open [ɛ], or the accent tells the word apart (à, là, où).',
    young: { fr: 'Quand le e se dit « è », comme dans « mère », il prend souvent un accent grave : è. « à », « là » et « où » en ont un aussi.', en: 'When the e sounds "è", as in "mère", it often takes a grave accent: è. "à", "là" and "où" have one too.' },
    example: { fr: 'Ma « mère » va « à » la « rivière ».', gloss: 'My mother goes to the river.' },
  },
  'accent.circonflexe': {
    fr: 'Ce mot prend un accent circonflexe, souvent la trace d’un s disparu qu’on retrouve dans un mot de la même famille (fenêtre → défenestrer, forêt → forestier).',
    en: 'This word takes a circumflex, often the trace of a lost s still seen in a related word (fenêtre → défenestrer, forêt → forestier).',
    young: { fr: 'Ce mot a un chapeau : ê, â, î, ô, û. Souvent, un mot de la même famille a un s à sa place : forêt → forestier.', en: 'This word wears a little hat: ê, â, î, ô, û. Often a word of the same family has an s instead: forêt → forestier.' },
    example: { fr: 'La « bête » se cache dans la « forêt ».', gloss: 'The animal hides in the forest.' },
  },
  'accent.trema': {
    fr: 'Le tréma indique que la voyelle se prononce à part (Noël, naïf, aigüe).',
    en: 'The diaeresis means the vowel is sounded separately (Noël, naïf, aigüe).',
    young: { fr: 'Les deux points sur la voyelle disent qu’on la lit à part : naïf se lit na-if, Noël se lit No-ël.', en: 'The two dots on the vowel mean you read it on its own: naïf reads na-if, Noël reads No-ël.' },
    example: { fr: 'Mon petit frère, « naïf », croit au père « Noël ».', gloss: 'My naive little brother believes in Father Christmas.' },
  },
  'accent.cedille': {
    fr: 'Devant a, o, u, le c prend une cédille pour se prononcer [s] (garçon, reçu).',
    en: 'Before a, o, u, c takes a cedilla to sound [s] (garçon, reçu).',
    young: { fr: 'Pour lire « s » devant a, o ou u, le c prend une cédille : ç (garçon, leçon, reçu).', en: 'To sound "s" before a, o or u, the c takes a cedilla: ç (garçon, leçon, reçu).' },
    example: { fr: 'Le « garçon » apprend sa « leçon ».', gloss: 'The boy is learning his lesson.' },
  },
  'accent.superflu': {
    fr: 'Ce mot ne prend pas d’accent ici.',
    en: 'This word takes no accent here.',
    young: { fr: 'Pas d’accent ici. Souvent, le e devant deux consonnes n’en prend pas : terre, belle, merci.', en: 'No accent here. Often an e before two consonants takes none: terre, belle, merci.' },
    example: { fr: 'Il y a de la « terre » sur ma « veste ».', gloss: 'There is soil on my jacket.' },
  },
  'accent.ligature': {
    fr: 'Ce mot s’écrit avec les lettres liées œ ou æ (cœur, sœur, œil).',
    en: 'This word is spelt with the ligature œ or æ (cœur, sœur, œil).',
    young: { fr: 'Dans ce mot, le o et le e sont collés : œ (cœur, sœur, œuf).', en: 'In this word the o and the e are joined: œ (cœur, sœur, œuf).' },
    example: { fr: 'Ma « sœur » a mangé un « œuf ».', gloss: 'My sister ate an egg.' },
  },
  // ---- capitals ---------------------------------------------------------------------------------------------------
  'capital.debut-phrase': {
    fr: 'Une phrase commence par une majuscule, après un point, un point d’exclamation ou d’interrogation.',
    en: 'A sentence starts with a capital letter, after a full stop, an exclamation or a question mark.',
    young: { fr: 'Une phrase commence toujours par une majuscule, aussi après un point d’exclamation ou d’interrogation.', en: 'A sentence always starts with a capital letter, also after an exclamation or a question mark.' },
    example: { fr: 'Il pleut. « Nous » restons à la maison.', gloss: 'It is raining. We are staying at home.' },
  },
  'capital.nom-propre': {
    fr: 'Les noms propres (personnes, lieux, peuples) prennent une majuscule.',
    en: 'Proper nouns (people, places, peoples) take a capital letter.',
    young: { fr: 'Le nom d’une personne, d’une ville ou d’un pays prend une majuscule : Léo, Paris, la France.', en: 'The name of a person, a town or a country takes a capital letter: Léo, Paris, la France.' },
    example: { fr: '« Léo » habite à « Paris ».', gloss: 'Léo lives in Paris.' },
  },
  'capital.minuscule': {
    fr: 'Ce mot s’écrit en minuscules : ni début de phrase ni nom propre (les jours, les mois, les langues).',
    en: 'This word is lower-case: neither a sentence start nor a proper noun (days, months, languages).',
    young: { fr: 'Pas de majuscule ici : ce n’est ni le début d’une phrase ni un nom propre. Les jours et les mois s’écrivent en minuscules.', en: 'No capital here: it is neither the start of a sentence nor a name. Days and months are written in small letters.' },
    example: { fr: 'Nous partons « lundi » 3 « mai ».', gloss: 'We are leaving on Monday 3 May.' },
  },
  // ---- punctuation ------------------------------------------------------------------------------------------------
  'punctuation.virgule': {
    fr: 'Une virgule ici : elle marque une courte pause à la lecture (énumération, complément déplacé, apposition).',
    en: 'A comma here: a short pause when read (list, moved phrase, apposition).',
    young: { fr: 'Ici, il faut une virgule : elle sépare les mots d’une liste ou marque une petite pause quand on lit.', en: 'A comma here: it separates the words of a list or marks a short pause when you read.' },
    example: { fr: 'J’ai acheté des pommes, des poires et des prunes.', gloss: 'I bought apples, pears and plums.' },
  },
  'punctuation.point': {
    fr: 'Un point ici : la phrase est finie (on l’entend à la voix qui descend).',
    en: 'A full stop here: the sentence ends (the voice falls).',
    young: { fr: 'Ici, il faut un point : la phrase est finie, la voix descend.', en: 'A full stop here: the sentence is over, your voice goes down.' },
    example: { fr: 'Le soleil se couche. Il fait nuit.', gloss: 'The sun is setting. It is dark.' },
  },
  'punctuation.point-virgule': {
    fr: 'Un point-virgule ici : il sépare deux propositions liées par le sens.',
    en: 'A semicolon here: it separates two related clauses.',
    young: { fr: 'Ici, il faut un point-virgule : il sépare deux morceaux de phrase qui vont ensemble.', en: 'A semicolon here: it separates two parts of a sentence that belong together.' },
    example: { fr: 'Il pleut ; nous restons à la maison.', gloss: 'It is raining; we are staying at home.' },
  },
  'punctuation.deux-points': {
    fr: 'Deux-points ici : ils annoncent une explication, une énumération ou des paroles.',
    en: 'A colon here: it announces an explanation, a list or speech.',
    young: { fr: 'Ici, il faut deux-points : ils annoncent une explication, une liste ou les paroles de quelqu’un.', en: 'A colon here: it announces an explanation, a list or what someone says.' },
    example: { fr: 'Dans mon sac, il y a trois choses : un livre, une gomme et une règle.', gloss: 'In my bag there are three things: a book, a rubber and a ruler.' },
  },
  'punctuation.point-interrogation': {
    fr: 'Un point d’interrogation ici : la phrase pose une question.',
    en: 'A question mark here: the sentence asks a question.',
    young: { fr: 'Ici, il faut un point d’interrogation : la phrase pose une question.', en: 'A question mark here: the sentence asks a question.' },
    example: { fr: 'Où est mon cartable ?', gloss: 'Where is my school bag?' },
  },
  'punctuation.point-exclamation': {
    fr: 'Un point d’exclamation ici : la phrase exprime un sentiment fort ou un ordre.',
    en: 'An exclamation mark here: the sentence expresses strong feeling or an order.',
    young: { fr: 'Ici, il faut un point d’exclamation : la phrase crie la joie, la peur, la surprise ou un ordre.', en: 'An exclamation mark here: the sentence shouts joy, fear, surprise or an order.' },
    example: { fr: 'Quelle belle surprise !', gloss: 'What a lovely surprise!' },
  },
  'punctuation.guillemets': {
    fr: 'Des guillemets ici : ils encadrent les paroles rapportées.',
    en: 'Quotation marks here: they frame reported speech.',
    young: { fr: 'Ici, il faut des guillemets « » : ils entourent les paroles de quelqu’un.', en: 'Quotation marks « » here: they go around what someone says.' },
    example: { fr: 'Maman dit : « Range ta chambre. »', gloss: 'Mum says: "Tidy your room."' },
  },
  'punctuation.points-suspension': {
    fr: 'Des points de suspension ici : la phrase reste en suspens.',
    en: 'An ellipsis here: the sentence trails off.',
    young: { fr: 'Ici, il faut des points de suspension : la phrase n’est pas finie, on la laisse en l’air.', en: 'An ellipsis here: the sentence is not finished, it is left hanging.' },
    example: { fr: 'Il ouvrit la porte et…', gloss: 'He opened the door and…' },
  },
  'punctuation.tiret': {
    fr: 'Un tiret ici : il marque le changement d’interlocuteur dans un dialogue.',
    en: 'A dash here: it marks a change of speaker in a dialogue.',
    young: { fr: 'Ici, il faut un tiret : dans un dialogue, il montre qu’une autre personne parle.', en: 'A dash here: in a dialogue, it shows that another person is speaking.' },
    example: { fr: 'Léo demande : « Tu viens ? — Oui, j’arrive ! »', gloss: 'Léo asks: "Are you coming?" "Yes, I\'m on my way!"' },
  },
  'punctuation.parentheses': {
    fr: 'Des parenthèses ici : elles isolent une précision.',
    en: 'Brackets here: they set apart a detail.',
    young: { fr: 'Ici, il faut des parenthèses : elles entourent un petit détail en plus.', en: 'Brackets here: they go around a small extra detail.' },
    example: { fr: 'Mon chien (un petit caniche) aboie très fort.', gloss: 'My dog, a little poodle, barks very loudly.' },
  },
  'punctuation.autre': {
    fr: 'La ponctuation diffère du texte à cet endroit.',
    en: 'The punctuation differs from the text here.',
    young: { fr: 'Ici, la ponctuation n’est pas la même que dans le texte : compare les deux signes.', en: 'Here the punctuation is not the same as in the text: compare the two marks.' },
    example: { fr: 'Il est midi : à table !', gloss: 'It is noon: lunch is ready!' },
  },
  // ---- hyphens and apostrophes ------------------------------------------------------------------------------------
  'apostrophe.elision': {
    fr: 'Devant une voyelle ou un h muet, le, de, que, ne… perdent leur voyelle et prennent une apostrophe (l’arbre, aujourd’hui).',
    en: 'Before a vowel or silent h, le, de, que, ne… drop their vowel and take an apostrophe (l\'arbre, aujourd\'hui).',
    young: { fr: 'Devant une voyelle ou un h muet, « le », « la », « de », « je »… perdent leur voyelle et prennent une apostrophe : l’arbre, j’aime.', en: 'Before a vowel or a silent h, "le", "la", "de", "je"… lose their vowel and take an apostrophe: l\'arbre, j\'aime.' },
    example: { fr: '« J’aime » grimper dans « l’arbre ».', gloss: 'I love climbing the tree.' },
  },
  'trait-union.mot-compose': {
    fr: 'Ce mot composé s’écrit avec un trait d’union (peut-être, c’est-à-dire, grand-mère).',
    en: 'This compound is written with a hyphen (peut-être, c\'est-à-dire, grand-mère).',
    young: { fr: 'Ce mot est fait de plusieurs mots reliés par un petit trait : grand-mère, arc-en-ciel.', en: 'This word is made of several words joined by a small line (a hyphen): grand-mère, arc-en-ciel.' },
    example: { fr: 'Ma « grand-mère » a vu un « arc-en-ciel ».', gloss: 'My grandmother saw a rainbow.' },
  },
  'trait-union.inversion': {
    fr: 'Quand le sujet est placé après le verbe, on les relie par un trait d’union (dit-il, viendra-t-elle).',
    en: 'When the subject follows the verb, a hyphen joins them (dit-il, viendra-t-elle).',
    young: { fr: 'Quand « il », « elle » ou « tu » vient après le verbe, on les relie par un petit trait : dit-il, viens-tu ?', en: 'When "il", "elle" or "tu" comes after the verb, a hyphen joins them: dit-il, viens-tu ?' },
    example: { fr: '« Veux-tu » jouer avec nous ?', gloss: 'Do you want to play with us?' },
  },
  // ---- agreement and conjugation ----------------------------------------------------------------------------------
  'agreement.sujet-verbe': {
    fr: 'Le verbe s’accorde avec son sujet : cherche qui fait l’action (« qui est-ce qui… ? »).',
    en: 'The verb agrees with its subject: find who does the action ("qui est-ce qui…?").',
    young: { fr: 'Le verbe s’accorde avec son sujet. Pour le trouver, demande « qui est-ce qui ? » : l’enfant joue, les enfants jouent.', en: 'The verb agrees with its subject. To find it, ask "qui est-ce qui ?" (who?): l\'enfant joue, les enfants jouent.' },
    example: { fr: 'Les oiseaux « chantent » dans l’arbre.', gloss: 'The birds sing in the tree.' },
  },
  'agreement.participe-etre': {
    fr: 'Avec être, le participe passé s’accorde avec le sujet (elles sont parties).',
    en: 'With être, the past participle agrees with the subject (elles sont parties).',
    young: { fr: 'Après le verbe être, ce mot s’accorde avec le sujet, comme un adjectif : il est parti, elle est partie, ils sont partis.', en: 'After the verb être, this word agrees with the subject, like an adjective: il est parti, elle est partie, ils sont partis.' },
    example: { fr: 'Les filles sont « parties » à l’école.', gloss: 'The girls have gone to school.' },
  },
  'agreement.participe-avoir': {
    fr: 'Avec avoir, le participe passé ne s’accorde qu’avec un complément d’objet direct placé avant (les pommes qu’il a mangées).',
    en: 'With avoir, the past participle agrees only with a direct object placed before it (les pommes qu\'il a mangées).',
    young: { fr: 'Avec « avoir », pas d’accord avec le sujet : elles ont chanté. Demande « quoi ? » : si la réponse est avant, accorde (la chanson qu’elles ont chantée).', en: 'With "avoir", no agreement with the subject: elles ont chanté. Ask "what?": if the answer comes before, agree (la chanson qu\'elles ont chantée).' },
    example: { fr: 'Elles ont « mangé » les pommes qu’elles avaient « cueillies ».', gloss: 'They ate the apples they had picked.' },
  },
  'agreement.participe-pronominal': {
    fr: 'Verbe pronominal (se lever, s’enfuir) : le participe s’accorde avec le sujet, quand « se » est complément direct ou fait partie du verbe (elle s’est levée, ils se sont enfuis).',
    en: 'Pronominal verb (se lever, s\'enfuir): the participle agrees with the subject, when "se" is the direct object or part of the verb (elle s\'est levée, ils se sont enfuis).',
    young: { fr: 'Avec « se » et le verbe être, ce mot s’accorde avec le sujet : elle s’est levée, ils se sont perdus.', en: 'With "se" and the verb être, this word agrees with the subject: elle s\'est levée, ils se sont perdus.' },
    example: { fr: 'Elle s’est « levée » tôt.', gloss: 'She got up early.' },
  },
  'agreement.participe-pronominal-indirect': {
    fr: 'Ici le pronom « se » est complément indirect (se sourire = sourire à soi, se parler) ou le complément direct vient après (ils se sont serré la main) : le participe ne s’accorde pas.',
    en: 'Here "se" is an indirect object (se sourire = smile at each other, se parler) or the direct object comes after (ils se sont serré la main): the participle does not agree.',
    young: { fr: 'Pas d’accord ici : dans « elles se sont parlé », on parle à quelqu’un ; dans « elle s’est lavé les mains », ce qu’on lave vient après.', en: 'No agreement here: in "elles se sont parlé" you speak to someone; in "elle s\'est lavé les mains" what is washed comes after.' },
    example: { fr: 'Elles se sont « souri », puis se sont « serré » la main.', gloss: 'They smiled at each other, then shook hands.' },
  },
  'agreement.participe-laisser-faire': {
    fr: '« fait » suivi d’un infinitif reste invariable (il les a fait venir) ; « laissé » aussi, depuis les rectifications de 1990 (elle s’est laissé entraîner).',
    en: '"fait" followed by an infinitive never agrees (il les a fait venir); nor, since the 1990 spelling reform, does "laissé" (elle s\'est laissé entraîner).',
    young: { fr: 'Juste devant un verbe à l’infinitif, « fait » ne change jamais : il les a fait rire. « laissé » non plus : elle s’est laissé surprendre.', en: 'Right before a verb in the infinitive, "fait" never changes: il les a fait rire. Nor does "laissé": elle s\'est laissé surprendre.' },
    example: { fr: 'Le clown les a « fait » rire.', gloss: 'The clown made them laugh.' },
  },
  'agreement.participe': {
    fr: 'Employé sans auxiliaire, le participe passé s’accorde comme un adjectif avec le nom qu’il complète.',
    en: 'Without an auxiliary, the past participle agrees like an adjective with its noun.',
    young: { fr: 'Sans « être » ni « avoir » devant, ce mot s’accorde comme un adjectif avec son nom : une porte fermée, des volets fermés.', en: 'With no "être" or "avoir" before it, this word agrees like an adjective with its noun: une porte fermée, des volets fermés.' },
    example: { fr: 'Les volets « fermés » cachent le soleil.', gloss: 'The closed shutters keep the sun out.' },
  },
  'agreement.adjectif': {
    fr: 'L’adjectif s’accorde en genre et en nombre avec le nom qu’il qualifie.',
    en: 'The adjective agrees in gender and number with its noun.',
    young: { fr: 'L’adjectif s’accorde avec le nom qu’il décrit : au féminin (petite), au pluriel (petits). Cherche ce nom.', en: 'The adjective agrees with the noun it describes: feminine (petite), plural (petits). Find that noun.' },
    example: { fr: 'Les « petites » souris sont « grises ».', gloss: 'The little mice are grey.' },
  },
  'agreement.pluriel-nom': {
    fr: 'Au pluriel, le nom prend un s (ou un x) : regarde le déterminant (les, des, ces, mes…).',
    en: 'In the plural the noun takes an s (or x): look at the determiner (les, des, ces, mes…).',
    young: { fr: 'Après les, des, ces, mes…, le nom est au pluriel : il prend un s, parfois un x (des chats, des jeux).', en: 'After les, des, ces, mes…, the noun is plural: it takes an s, sometimes an x (des chats, des jeux).' },
    example: { fr: 'Les « oiseaux » mangent des « graines ».', gloss: 'The birds eat seeds.' },
  },
  'agreement.determinant': {
    fr: 'Le déterminant s’accorde avec le nom qu’il accompagne : regarde si on parle d’un seul ou de plusieurs (aux regards, certains cafés, quelques secrets).',
    en: 'The determiner agrees with its noun: check whether it is one or several (aux regards, certains cafés, quelques secrets).',
    young: { fr: 'Le déterminant s’accorde avec son nom : un seul (au, certain) ou plusieurs (aux, certains) ? Regarde le nom.', en: 'The determiner agrees with its noun: one (au, certain) or several (aux, certains)? Look at the noun.' },
    example: { fr: 'Je donne « quelques » bonbons « aux » enfants.', gloss: 'I give a few sweets to the children.' },
  },
  'agreement.locution': {
    fr: 'Dans cette expression toute faite, le nom garde toujours la même forme, quel que soit le reste de la phrase : à travers champs, à genoux, à pied, sans cesse.',
    en: 'In this set phrase the noun always keeps the same form, whatever the rest of the sentence: à travers champs, à genoux, à pied, sans cesse.',
    young: { fr: 'Dans cette expression, le nom ne change jamais, même s’il y a plusieurs personnes : ils vont à pied, elles se mettent à genoux.', en: 'In this fixed expression the noun never changes, even for several people: ils vont à pied, elles se mettent à genoux.' },
    example: { fr: 'Les enfants vont à l’école « à pied ».', gloss: 'The children walk to school.' },
  },
  'agreement.nombre-invariable': {
    fr: 'Les nombres sont invariables : quatre, cinq, quarante, mille ne prennent jamais de s (seuls vingt et cent multipliés et en fin de nombre en prennent un : quatre-vingts, deux cents).',
    en: 'Numbers are invariable: quatre, cinq, quarante, mille never take an s (only vingt and cent, multiplied and last: quatre-vingts, deux cents).',
    young: { fr: 'Les nombres ne prennent pas de s : quatre, cinq, mille. Seuls vingt et cent multipliés en prennent un en fin de nombre : quatre-vingts, deux cents.', en: 'Numbers take no s: quatre, cinq, mille. Only vingt and cent, multiplied, take one at the end of a number: quatre-vingts, deux cents.' },
    example: { fr: 'Mon grand-père a « quatre-vingts » ans et « quatre » chats.', gloss: 'My grandfather is eighty and has four cats.' },
  },
  'agreement.feminin': {
    fr: 'Au féminin, le mot prend souvent un e : regarde le nom ou le pronom qu’il accompagne.',
    en: 'In the feminine the word often takes an e: look at the noun or pronoun it goes with.',
    young: { fr: 'Au féminin, on ajoute souvent un e à la fin : grand → grande, joli → jolie. Regarde le nom ou le pronom (elle).', en: 'In the feminine you often add an e at the end: grand → grande, joli → jolie. Look at the noun or pronoun (elle).' },
    example: { fr: 'Ma tante est « grande » et « jolie ».', gloss: 'My aunt is tall and pretty.' },
  },
  'conjugation.infinitif-participe': {
    fr: 'Infinitif ou participe ? Remplace par un verbe comme vendre : si « vendre » va, c’est l’infinitif (-er, -ir, -re) ; si « vendu » va, c’est le participe (-é, -i, -u).',
    en: 'Infinitive or participle? Swap in a verb like vendre: if "vendre" fits, it is the infinitive (-er, -ir, -re); if "vendu" fits, the participle (-é, -i, -u).',
    young: { fr: 'Remplace par « vendre » ou « vendu ». Si « vendre » va, écris -er (manger) ; si « vendu » va, écris -é (mangé).', en: 'Swap in "vendre" or "vendu". If "vendre" fits, write -er (manger); if "vendu" fits, write -é (mangé).' },
    example: { fr: 'Il a « acheté » du pain pour « manger ».', gloss: 'He bought some bread to eat.' },
  },
  'conjugation.participe-passe': {
    fr: 'Après avoir ou être, c’est un participe passé : mets-le au féminin pour entendre sa dernière lettre (fini → finie, pris → prise, fait → faite).',
    en: 'After avoir or être it is a past participle: put it in the feminine to hear its last letter (fini → finie, pris → prise, fait → faite).',
    young: { fr: 'Après « avoir » ou « être », pour trouver la dernière lettre, dis le mot au féminin : pris → prise, fini → finie.', en: 'After "avoir" or "être", to find the last letter, say the word in the feminine: pris → prise, fini → finie.' },
    example: { fr: 'Il a « pris » son sac et « mis » son manteau.', gloss: 'He took his bag and put on his coat.' },
  },
  'conjugation.temps': {
    fr: 'Le verbe n’est pas conjugué au bon temps : écoute la terminaison et repère les indices de temps de la phrase.',
    en: 'The verb is in the wrong tense: listen to the ending and look for time clues in the sentence.',
    young: { fr: 'Le verbe n’est pas au bon temps : hier, aujourd’hui ou demain ? Cherche les mots qui disent quand, et écoute la fin du verbe.', en: 'The verb is in the wrong tense: yesterday, today or tomorrow? Look for the words that say when, and listen to the verb\'s ending.' },
    example: { fr: 'Hier, il « jouait » ; demain, il « jouera ».', gloss: 'Yesterday he was playing; tomorrow he will play.' },
  },
  'conjugation.passe-simple-imparfait': {
    fr: 'Passé simple (-ai) ou imparfait (-ais) ? Passe à la 3e personne : « il chanta » / « il chantait ».',
    en: 'Passé simple (-ai) or imparfait (-ais)? Switch to the 3rd person: "il chanta" / "il chantait".',
    young: { fr: 'Avec « je », -ai ou -ais ? Dis la phrase avec « il » : « il chanta » donne je chantai ; « il chantait » donne je chantais.', en: 'With "je", -ai or -ais? Say the sentence with "il": "il chanta" gives je chantai; "il chantait" gives je chantais.' },
    example: { fr: 'Je « jouais » dans le jardin quand je « glissai ».', gloss: 'I was playing in the garden when I slipped.' },
  },
  'conjugation.futur-conditionnel': {
    fr: 'Futur (-rai) ou conditionnel (-rais) ? Passe à la 3e personne : « il chantera » / « il chanterait ».',
    en: 'Future (-rai) or conditional (-rais)? Switch to the 3rd person: "il chantera" / "il chanterait".',
    young: { fr: 'Avec « je », -rai ou -rais ? Dis la phrase avec « il » : « il chantera » donne je chanterai ; « il chanterait » donne je chanterais.', en: 'With "je", -rai or -rais? Say the sentence with "il": "il chantera" gives je chanterai; "il chanterait" gives je chanterais.' },
    example: { fr: 'Demain, je « partirai » ; si je pouvais, je « partirais » ce soir.', gloss: 'Tomorrow I will leave; if I could, I would leave tonight.' },
  },
  // ---- words ------------------------------------------------------------------------------------------------------
  segmentation: {
    fr: 'Les mots ne sont pas découpés comme dans le texte (lorsque, parce que, quelquefois, tout à coup).',
    en: 'The words are not split as in the text (lorsque, parce que, quelquefois, tout à coup).',
    young: { fr: 'Les mots ne sont pas coupés au bon endroit : certains s’écrivent en un mot (lorsque), d’autres en deux (parce que).', en: 'The words are not split in the right place: some are one word (lorsque), others two (parce que).' },
    example: { fr: '« Quelquefois », je rentre tard « parce que » je joue au parc.', gloss: 'Sometimes I come home late because I play in the park.' },
  },
  missing: {
    fr: 'Un mot du texte manque ici.',
    en: 'A word of the text is missing here.',
    young: { fr: 'Un mot du texte manque ici : écoute bien chaque petit mot, comme « le », « de » ou « ne ».', en: 'A word of the text is missing here: listen carefully to every little word, like "le", "de" or "ne".' },
    example: { fr: 'Il « y » a « du » pain « sur » la table.', gloss: 'There is some bread on the table.' },
  },
  extra: {
    fr: 'Ce mot n’est pas dans le texte.',
    en: 'This word is not in the text.',
    young: { fr: 'Ce mot n’est pas dans le texte : écris seulement les mots que tu entends.', en: 'This word is not in the text: write only the words you hear.' },
    example: { fr: 'Le chat dort sur le lit.', gloss: 'The cat is sleeping on the bed.' },
  },
  lexical: {
    fr: 'Le mot n’est pas écrit comme dans le texte : vérifie son orthographe dans le dictionnaire.',
    en: 'The word is not spelt as in the text: check it in a dictionary.',
    young: { fr: 'Ce mot n’est pas écrit comme dans le texte : regarde-le bien, lettre par lettre, et apprends-le.', en: 'This word is not spelt as in the text: look at it carefully, letter by letter, and learn it.' },
    example: { fr: 'Mon « oiseau » chante « toujours » le matin.', gloss: 'My bird always sings in the morning.' },
  },
  'lexical.invariable': {
    fr: 'Ce mot est invariable : il ne prend jamais de s, même au pluriel (beaucoup, toujours, très).',
    en: 'This word is invariable: it never takes an s, even in the plural (beaucoup, toujours, très).',
    young: { fr: 'Ce mot ne change jamais, même avec un pluriel : apprends-le par cœur (beaucoup, toujours, très).', en: 'This word never changes, even with a plural: learn it by heart (beaucoup, toujours, très).' },
    example: { fr: 'Ils sont « toujours » « très » contents.', gloss: 'They are always very happy.' },
  },
  'lexical.homophone': {
    fr: 'Ce mot se prononce comme un autre qui n’a pas le même sens : c’est le sens de la phrase qui choisit l’orthographe (une patte de chien, des pâtes à cuire).',
    en: 'This word sounds like another with a different meaning: the meaning of the sentence picks the spelling (une patte, des pâtes).',
    young: { fr: 'Ce mot se dit comme un autre, mais n’a pas le même sens : la faim, la fin. Le sens de la phrase choisit.', en: 'This word sounds like another with a different meaning: la faim (hunger), la fin (the end). The meaning picks the spelling.' },
    example: { fr: 'J’ai « faim » : c’est la « fin » de la matinée.', gloss: 'I am hungry: it is the end of the morning.' },
  },
  'lexical.g-doux': {
    fr: 'Devant a, o, u, le g se prononce [ʒ] seulement avec un e après lui : il rongeait, nous mangeons.',
    en: 'Before a, o, u, g sounds [ʒ] only with an e after it: il rongeait, nous mangeons.',
    young: { fr: 'Devant a, o ou u, le g se lit « gue ». Pour qu’il se lise « je », ajoute un e : il mangeait, nous nageons.', en: 'Before a, o or u, g sounds hard, like in "garden". For the soft sound, add an e: il mangeait, nous nageons.' },
    example: { fr: 'Nous « nageons » et nous « plongeons ».', gloss: 'We swim and we dive.' },
  },
  'lexical.doubles-consonnes': {
    fr: 'Une consonne simple ou double ? Pense à un mot de la même famille (pomme → pommier).',
    en: 'Single or double consonant? Think of a word of the same family (pomme → pommier).',
    young: { fr: 'Une ou deux consonnes ? Pense à un mot de la même famille : pomme → pommier. Sinon, apprends le mot par cœur.', en: 'One consonant or two? Think of a word of the same family: pomme → pommier. Otherwise, learn the word by heart.' },
    example: { fr: 'Le « pommier » donne de belles « pommes ».', gloss: 'The apple tree gives lovely apples.' },
  },
  'lexical.m-devant-mbp': {
    fr: 'Devant m, b et p, on écrit m au lieu de n (sauf bonbon, bonbonne, embonpoint).',
    en: 'Before m, b and p, write m instead of n (except bonbon, bonbonne, embonpoint).',
    young: { fr: 'Devant m, b ou p, on écrit m et pas n : jambe, pompier, emmener. Attention : bonbon garde son n.', en: 'Before m, b or p, write m, not n: jambe, pompier, emmener. Careful: bonbon keeps its n.' },
    example: { fr: 'Le « pompier » a mal à la « jambe ».', gloss: 'The firefighter has a sore leg.' },
  },
  'lexical.lettre-muette': {
    fr: 'Une lettre muette : pense au féminin ou à un mot de la même famille pour l’entendre (grand → grande, lait → laitier).',
    en: 'A silent letter: think of the feminine or a related word to hear it (grand → grande, lait → laitier).',
    young: { fr: 'Certaines lettres ne s’entendent pas. Pour les trouver, cherche un mot de la même famille : grand → grande, lait → laitier.', en: 'Some letters are silent. To find them, look for a word of the same family: grand → grande, lait → laitier.' },
    example: { fr: 'Le « chat » boit du « lait ».', gloss: 'The cat drinks milk.' },
  },
  'lexical.adverbe-ment': {
    fr: 'Adjectif en -ant → adverbe en -amment, en -ent → -emment (courant → couramment, prudent → prudemment).',
    en: 'Adjective in -ant → adverb in -amment, in -ent → -emment (courant → couramment, prudent → prudemment).',
    young: { fr: 'Un mot en -amment vient d’un mot en -ant (courant → couramment), un mot en -emment d’un mot en -ent (prudent → prudemment).', en: 'A word in -amment comes from one in -ant (courant → couramment), a word in -emment from one in -ent (prudent → prudemment).' },
    example: { fr: 'Il parle « couramment » anglais et conduit « prudemment ».', gloss: 'He speaks English fluently and drives carefully.' },
  },
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

const explanationLevels: Readonly<Record<DictationLevel, ExplanationLevel>> = {
  ce1: 'young', ce2: 'young', cm: 'young', '6e-5e': 'standard', '4e-3e': 'standard', adulte: 'standard',
};

/** CE1, CE2 and CM read the young texts; 6e–5e, 4e–3e and adults the standard ones. */
export function explanationLevelOf(level: DictationLevel): ExplanationLevel {
  return explanationLevels[level];
}

/** A dictation rule key, or a spelling rule as `spelling.<rule>`; an unknown key reads as `lexical`. */
function explainedRule(rule: string): ExplainedRule {
  const spelling = spellingRuleOfKey(rule);
  return spelling ? spellingRuleInfo[spelling] : (rules[rule] ?? rules.lexical!);
}

export function ruleExplanation(rule: string, language: DictationLanguage, level: ExplanationLevel = 'standard'): string {
  const explained = explainedRule(rule);
  return level === 'young' ? explained.young[language] : explained[language];
}

/** One correct French sentence applying the rule, the word it turns on in « »; in English, followed by its meaning. */
export function ruleExample(rule: string, language: DictationLanguage): string {
  const { fr, gloss } = explainedRule(rule).example;
  return language === 'fr' ? fr : `${fr} (${gloss})`;
}

/**
 * The spelling rule whose words practise a dictation rule (the spelling bank's sessions of one rule), for the
 * correction's « S'entraîner » link; undefined for grammar, punctuation and word-order rules, which a personal
 * dictation practises (its sentences are weighted by the learner's mistakes).
 */
const practisedBy: Readonly<Record<string, SpellingRule>> = {
  'accent.aigu': 'accent-aigu', 'accent.grave': 'accent-grave', 'accent.circonflexe': 'accent-circonflexe', 'accent.trema': 'trema',
  'accent.cedille': 'cedille', 'accent.ligature': 'oe-ae', 'capital.nom-propre': 'majuscules', 'capital.debut-phrase': 'majuscules',
  'capital.minuscule': 'majuscules', 'apostrophe.elision': 'trait-union-apostrophe', 'trait-union.mot-compose': 'trait-union-apostrophe',
  'trait-union.inversion': 'trait-union-apostrophe', 'agreement.feminin': 'feminin', 'agreement.nombre-invariable': 'nombres',
  'conjugation.infinitif-participe': 'er-e-ez', 'lexical.invariable': 'mots-invariables', 'lexical.g-doux': 'ge-gu',
  'lexical.doubles-consonnes': 'doubles-consonnes', 'lexical.m-devant-mbp': 'm-devant-mbp', 'lexical.lettre-muette': 'lettre-muette-finale',
  'lexical.adverbe-ment': 'adverbes-ment', 'lexical.homophone': 'homophones',
};

export function practiceSpellingRule(rule: string): SpellingRule | undefined {
  return spellingRuleOfKey(rule) ?? (rule.startsWith('homophone.') ? 'homophones' : practisedBy[rule]);
}

export function featureLabel(feature: string, language: DictationLanguage): string {
  return features[feature]?.[language] ?? feature;
}
