import * as api from '@plume/shared/endpoints';
import { domainRoutes, routeOf } from '../manifest.ts';

/** The question bank (docs/admin.md): the admins' editor and import, and learners' reports on a question. */
export const routes = domainRoutes('questions', {
  http: [
    { ...routeOf(api.reportQuestion), handler: 'report-question', load: 'action' },
    { ...routeOf(api.adminListQuestions), handler: 'admin-list-questions' },
    { ...routeOf(api.adminSaveQuestion), handler: 'admin-save-question' },
    { ...routeOf(api.adminImportQuestions), handler: 'admin-import-questions' },
    { ...routeOf(api.adminListReports), handler: 'admin-list-reports' },
  ],
});
