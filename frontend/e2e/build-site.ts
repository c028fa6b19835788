import { buildFrontendIfStale } from '../../infra/local/frontend-build.ts';

/** Builds the site once, before the workers start their local clouds (which would otherwise each build it at once). */
export default async function buildSite() {
  await buildFrontendIfStale((line) => console.log(line));
}
