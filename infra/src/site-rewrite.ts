import { AUTH_COOKIE, firstPageFile, firstPageNames, firstPages } from '@plume/shared/first-pages';

/** Each first page's addresses and the prerendered file served for them (`/` → `/first-pages/home.html`). */
const firstPageFiles = Object.fromEntries(firstPageNames.flatMap((name) => firstPages[name].paths.map((path) => [path, firstPageFile(name)])));

/**
 * CloudFront Function (viewer request) of the site, which the local gateway runs too (`rewriteSiteRequest`), so both
 * serve the same file for every address: a file (with an extension) as it is; a first page's address its prerendered
 * file, unless the browser says it is signed in (then the app); any other path the app shell, and the router decides.
 * Unlike distribution-wide custom error responses (403/404 → /index.html), it leaves the API's own 403 and 404
 * answers intact.
 */
export const siteRewriteCode = `var firstPages = ${JSON.stringify(firstPageFiles)};
function handler(event) {
  var request = event.request;
  if (/\\.[A-Za-z0-9]+$/.test(request.uri)) return request;
  var cookie = request.cookies && request.cookies[${JSON.stringify(AUTH_COOKIE)}];
  var signedIn = cookie !== undefined && cookie.value === 'true';
  request.uri = (!signedIn && firstPages[request.uri]) || '/index.html';
  return request;
}`;

export interface SiteRequest {
  uri: string;
  /** As CloudFront gives them to a function: `{ name: { value } }`. */
  cookies?: Record<string, { value: string }>;
}

/** The function above, evaluated as CloudFront would run it: the site file (or untouched path) for a request. */
export const rewriteSiteRequest = new Function(`${siteRewriteCode}; return handler;`)() as (event: { request: SiteRequest }) => SiteRequest;

/** A `Cookie` header as CloudFront hands cookies to a function. */
export function cookiesOf(header: string | undefined): Record<string, { value: string }> {
  const cookies: Record<string, { value: string }> = {};
  for (const pair of header?.split(';') ?? []) {
    const separator = pair.indexOf('=');
    if (separator > 0) cookies[pair.slice(0, separator).trim()] = { value: pair.slice(separator + 1).trim() };
  }
  return cookies;
}
