import { eventCatalog } from '@plume/events';
import * as api from '@plume/shared/endpoints';
import { domainRoutes, routeOf } from '../manifest.ts';

/**
 * Spelling by keyboard, voice and handwriting (docs/spelling.md): sessions, statistics, parents' word lists and the
 * admins' word bank.
 */
export const routes = domainRoutes('spelling', {
  http: [
    // spelling by keyboard and voice, and parents' word lists (per active profile)
    { ...routeOf(api.getSpellingCatalogue), handler: 'get-spelling-catalogue' },
    // Opening a session renders (or finds) each word's and sentence's speech: Polly and the speech bucket.
    { ...routeOf(api.startSpelling), handler: 'start-spelling', uses: ['speech'] },
    { ...routeOf(api.answerSpelling), handler: 'answer-spelling', load: 'move', uses: ['speech'] },
    { ...routeOf(api.finishSpelling), handler: 'finish-spelling' },
    // A session downloaded to be played offline renders every word's speech at once; its answers come back together.
    { ...routeOf(api.downloadSpelling), handler: 'download-spelling', uses: ['speech'] },
    { ...routeOf(api.submitSpellingAnswers), handler: 'submit-spelling-answers', load: 'move' },
    { ...routeOf(api.getSpellingStatistics), handler: 'get-spelling-statistics' },
    { ...routeOf(api.getSpellingLists), handler: 'get-spelling-lists' },
    { ...routeOf(api.saveSpellingList), handler: 'save-spelling-list' },
    { ...routeOf(api.deleteSpellingList), handler: 'delete-spelling-list' },
    { ...routeOf(api.searchSpellingWords), handler: 'search-spelling-words' },
    // admin console: the spelling word bank (/admin/words, docs/admin.md); admins' edits survive a re-seed
    { ...routeOf(api.adminListSpellingWords), handler: 'admin-list-spelling-words' },
    { ...routeOf(api.adminAddSpellingWord), handler: 'admin-add-spelling-word' },
    { ...routeOf(api.adminUpdateSpellingWord), handler: 'admin-update-spelling-word' },
  ],
  events: [
    // spelling.completed: the profile's statistics, once per session (a marker in the same transaction)
    { name: 'spelling-statistics', pattern: eventCatalog.spellingCompleted.pattern, consumer: 'count-spelling-statistics' },
  ],
  handlers: {
    // A session's words and sentences may be rendered on first use, as a dictation's speech is.
    'start-spelling': { timeoutSeconds: 29, reservedConcurrency: 'speech' },
    'download-spelling': { timeoutSeconds: 29, reservedConcurrency: 'speech' },
  },
});
