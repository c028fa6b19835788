import type { AgeBand } from '@plume/shared';

/** The brevet's dictation ends the 3ᵉ: from 12 to 17 a learner prepares it; younger children and adults do not. */
export const preparesTheBrevet = (ageBand: AgeBand): boolean => ageBand === '12-14' || ageBand === '15-17';

/** Up to 11, a dictation's result reads as its number of mistakes (« 3 erreurs »), not as a mark out of 10. */
export const countsMistakes = (ageBand: AgeBand): boolean => ageBand === '3-5' || ageBand === '6-8' || ageBand === '9-11';
