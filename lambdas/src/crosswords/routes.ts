import * as api from '@plume/shared/endpoints';
import { domainRoutes, routeOf } from '../manifest.ts';

/** Crosswords (docs/crosswords.md): puzzles, checks, reveals, saves and « Mes mots croisés ». */
export const routes = domainRoutes('crosswords', {
  http: [
    { ...routeOf(api.getCrosswords), handler: 'get-crosswords' },
    { ...routeOf(api.startCrossword), handler: 'start-crossword' },
    { ...routeOf(api.checkCrossword), handler: 'check-crossword', load: 'move' },
    { ...routeOf(api.revealCrossword), handler: 'reveal-crossword' },
    // crosswords: resume, saves and « Mes mots croisés »
    { ...routeOf(api.getCrossword), handler: 'get-crossword' },
    { ...routeOf(api.saveCrossword), handler: 'save-crossword', load: 'move' },
    { ...routeOf(api.startMistakesCrossword), handler: 'start-mistakes-crossword' },
  ],
});
