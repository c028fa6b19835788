/**
 * The content pack, bundled with the seed function: imported statically so esbuild packs the JSON, and validated
 * at load, so a broken file fails the deploy (and the content test) instead of reaching a player.
 */
import * as z from 'zod';
import { dictationPassageSchema, inflectionTableSchema } from '@plume/shared/dictation/passage';
import { spellingWordSchema } from '@plume/shared/spelling/words';
import { crosswordClueSchema } from '@plume/shared/crosswords/clue';
import { categoryFileSchema, funAndLearnPassageSchema, guessTheWordEntrySchema, trueFalseStatementSchema, type ContentPack } from '@plume/shared/content';
import orthographe from './questions/orthographe.json' with { type: 'json' };
import grammaire from './questions/grammaire.json' with { type: 'json' };
import conjugaison from './questions/conjugaison.json' with { type: 'json' };
import histoire from './questions/histoire.json' with { type: 'json' };
import geographie from './questions/geographie.json' with { type: 'json' };
import sciences from './questions/sciences.json' with { type: 'json' };
import cultureGenerale from './questions/culture-generale.json' with { type: 'json' };
import vocabulaire from './questions/vocabulaire.json' with { type: 'json' };
import expressions from './questions/expressions.json' with { type: 'json' };
import litterature from './questions/litterature.json' with { type: 'json' };
import trueFalse from './modes/true-false.json' with { type: 'json' };
import guessTheWord from './modes/guess-the-word.json' with { type: 'json' };
import funAndLearn from './modes/fun-and-learn.json' with { type: 'json' };
import dictationsCe1 from './dictations/ce1.json' with { type: 'json' };
import dictationsCe2 from './dictations/ce2.json' with { type: 'json' };
import dictationsCm from './dictations/cm.json' with { type: 'json' };
import dictations6e5e from './dictations/6e-5e.json' with { type: 'json' };
import dictations4e3e from './dictations/4e-3e.json' with { type: 'json' };
import dictationsAdulte from './dictations/adulte.json' with { type: 'json' };
// Precomputed from the Lefff lexicon by `npm run build:inflections -w lambdas`: run it again after editing a passage.
import dictationInflections from './dictations/inflections.generated.json' with { type: 'json' };
import spellingCp from './spelling/cp.json' with { type: 'json' };
import spellingCe1 from './spelling/ce1.json' with { type: 'json' };
import spellingCe2 from './spelling/ce2.json' with { type: 'json' };
import spellingCm1 from './spelling/cm1.json' with { type: 'json' };
import spellingCm2 from './spelling/cm2.json' with { type: 'json' };
import spelling6e from './spelling/6e.json' with { type: 'json' };
import spelling5e from './spelling/5e.json' with { type: 'json' };
import spelling4e from './spelling/4e.json' with { type: 'json' };
import spelling3e from './spelling/3e.json' with { type: 'json' };
import crosswordsFacile from './crosswords/facile.json' with { type: 'json' };
import crosswordsMoyen from './crosswords/moyen.json' with { type: 'json' };
import crosswordsDifficile from './crosswords/difficile.json' with { type: 'json' };

export const contentPack: ContentPack = {
  categories: [orthographe, grammaire, conjugaison, vocabulaire, expressions, litterature, histoire, geographie, sciences, cultureGenerale].map((file) => categoryFileSchema.parse(file)),
  trueFalse: z.array(trueFalseStatementSchema).parse(trueFalse),
  guessTheWord: z.array(guessTheWordEntrySchema).parse(guessTheWord),
  funAndLearn: z.array(funAndLearnPassageSchema).parse(funAndLearn),
  dictations: z.array(dictationPassageSchema).parse([...dictationsCe1, ...dictationsCe2, ...dictationsCm, ...dictations6e5e, ...dictations4e3e, ...dictationsAdulte]),
  dictationInflections: z.record(z.string(), inflectionTableSchema).parse(dictationInflections),
  spellingWords: z.array(spellingWordSchema).parse([...spellingCp, ...spellingCe1, ...spellingCe2, ...spellingCm1, ...spellingCm2, ...spelling6e, ...spelling5e, ...spelling4e, ...spelling3e]),
  crosswordClues: z.array(crosswordClueSchema).parse([...crosswordsFacile, ...crosswordsMoyen, ...crosswordsDifficile]),
};
