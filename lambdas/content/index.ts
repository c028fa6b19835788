/**
 * The content pack, bundled with the seed function: imported statically so esbuild packs the JSON, and validated
 * at load, so a broken file fails the deploy (and the content test) instead of reaching a player.
 */
import * as z from 'zod';
import { categoryFileSchema, funAndLearnPassageSchema, guessTheWordEntrySchema, trueFalseStatementSchema } from '@plume/shared/content';
import orthographe from './questions/orthographe.json' with { type: 'json' };
import grammaire from './questions/grammaire.json' with { type: 'json' };
import conjugaison from './questions/conjugaison.json' with { type: 'json' };
import histoire from './questions/histoire.json' with { type: 'json' };
import geographie from './questions/geographie.json' with { type: 'json' };
import sciences from './questions/sciences.json' with { type: 'json' };
import cultureGenerale from './questions/culture-generale.json' with { type: 'json' };
import trueFalse from './modes/true-false.json' with { type: 'json' };
import guessTheWord from './modes/guess-the-word.json' with { type: 'json' };
import funAndLearn from './modes/fun-and-learn.json' with { type: 'json' };

export const categoryFiles = [orthographe, grammaire, conjugaison, histoire, geographie, sciences, cultureGenerale]
  .map((file) => categoryFileSchema.parse(file));
export const trueFalseStatements = z.array(trueFalseStatementSchema).parse(trueFalse);
export const guessTheWordEntries = z.array(guessTheWordEntrySchema).parse(guessTheWord);
export const funAndLearnPassages = z.array(funAndLearnPassageSchema).parse(funAndLearn);
