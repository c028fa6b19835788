import { eventCatalog } from '@plume/events';
import * as api from '@plume/shared/endpoints';
import { domainRoutes, routeOf } from '../manifest.ts';

/**
 * Flashcards with spaced repetition (docs/flashcards.md): decks, reviews, settings, « Mes erreurs » cards from every
 * activity, and each profile's FSRS parameters.
 */
export const routes = domainRoutes('flashcards', {
  http: [
    // flashcards (per active profile)
    { ...routeOf(api.getFlashcardDecks), handler: 'get-flashcard-decks' },
    { ...routeOf(api.getDueFlashcards), handler: 'get-due-flashcards', load: 'move', uses: ['speech'] },
    { ...routeOf(api.reviewFlashcard), handler: 'review-flashcard', load: 'move' },
    { ...routeOf(api.createFlashcardDeck), handler: 'create-flashcard-deck' },
    { ...routeOf(api.addFlashcard), handler: 'add-flashcard' },
    { ...routeOf(api.deleteFlashcard), handler: 'delete-flashcard' },
    { ...routeOf(api.getFlashcardSettings), handler: 'get-flashcard-settings' },
    { ...routeOf(api.updateFlashcardSettings), handler: 'update-flashcard-settings', load: 'action' },
    { ...routeOf(api.getFlashcardStatistics), handler: 'get-flashcard-statistics' },
    { ...routeOf(api.addLevelFlashcardDeck), handler: 'add-level-flashcard-deck' },
  ],
  events: [
    // « Mes erreurs »: each quiz question missed becomes a card, once (conditional put on `quiz-<question id>`).
    { name: 'quiz-mistake-flashcards', pattern: eventCatalog.quizCompleted.pattern, consumer: 'add-quiz-mistake-flashcards' },
    // « Mes erreurs »: one flashcard per mistaken word, created once (conditional put on the normalized word).
    { name: 'mistake-flashcards', pattern: eventCatalog.dictationCompleted.pattern, consumer: 'add-mistake-flashcards' },
    // Per-profile FSRS parameters, fitted by fsrs-rs once a profile has 400 reviews, then every 400 more.
    { name: 'flashcard-parameters', pattern: eventCatalog.flashcardReviewed.pattern, consumer: 'optimize-flashcard-parameters' },
    { name: 'spelling-mistake-flashcards', pattern: eventCatalog.spellingCompleted.pattern, consumer: 'add-spelling-mistake-flashcards' },
  ],
  handlers: {
    // A review session may render the cards' speech on first use (under API Gateway's 30 s limit).
    'get-due-flashcards': { timeoutSeconds: 29 },
    // fsrs-rs fits a profile's parameters for minutes, in the batch pool, from its Node-API binding.
    'optimize-flashcard-parameters': { timeoutSeconds: 120, reservedConcurrency: 'batch', packagesBeside: { native: ['@open-spaced-repetition/binding', '@open-spaced-repetition/binding-linux-x64-gnu'] } },
  },
});
