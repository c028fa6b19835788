import * as api from '@plume/shared/endpoints';
import { httpHandler } from '#runtime/http';
import { listReports } from '#questions/data/reports';

/** Question reports, newest first, 50 at a time (`before` = the last one's `cursor`). */
export const handler = httpHandler(api.adminListReports, async ({ body }) => {
  const reports = await listReports(body.before);
  return { message: 'reports_loaded', data: { reports: reports.map((r) => ({ ...r, cursor: `${r.createdAt}#${r.reportId}` })) } };
});
