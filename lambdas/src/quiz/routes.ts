import * as api from '@plume/shared/endpoints';
import { domainRoutes, routeOf } from '../manifest.ts';

/**
 * The quiz games (docs/api-quiz.md): categories, levels, the daily quiz, a game from its start to its
 * last answer, lifelines, bookmarks and family challenges.
 */
export const routes = domainRoutes('quiz', {
  http: [
    // The catalogue's names and sizes are no secret (a free account sees what it would get; editors pick from it).
    { ...routeOf(api.getQuizCategories), handler: 'get-quiz-categories' },
    { ...routeOf(api.getLevels), handler: 'get-levels' },
    { ...routeOf(api.getMathManiaLevels), handler: 'get-math-mania-levels' },
    { ...routeOf(api.getDailyQuiz), handler: 'get-daily-quiz' },
    { ...routeOf(api.getFunAndLearn), handler: 'get-fun-and-learn' },
    // Audio questions are rendered (or found) in the server voice when the game starts: Polly and the speech bucket.
    { ...routeOf(api.startQuiz), handler: 'start-quiz', uses: ['speech'] },
    { ...routeOf(api.getGame), handler: 'get-game' },
    { ...routeOf(api.nextQuestion), handler: 'next-question' },
    { ...routeOf(api.answerQuiz), handler: 'answer-quiz' },
    { ...routeOf(api.useLifeline), handler: 'use-lifeline' },
    { ...routeOf(api.bookmarkQuestion), handler: 'bookmark-question' },
    { ...routeOf(api.getBookmarks), handler: 'get-bookmarks' },
    { ...routeOf(api.removeBookmark), handler: 'remove-bookmark' },
    // Family challenges (docs/family-challenges.md): a round against a relative's recorded run; the rounds play as games.
    { ...routeOf(api.createFamilyChallenge), handler: 'create-family-challenge', uses: ['speech'] },
    { ...routeOf(api.getFamilyChallenges), handler: 'get-family-challenges' },
    { ...routeOf(api.takeUpFamilyChallenge), handler: 'take-up-family-challenge', uses: ['speech'] },
  ],
  handlers: {
    'get-quiz-categories': { table: 'read' },
    'get-bookmarks': { table: 'read' },
  },
});
