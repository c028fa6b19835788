import { languageFromHeader } from '@plume/shared';
import { respond, throughEdgeOnly, type HttpEvent } from '#runtime/http';

/** The catch-all route: a path or method the API does not have. The body is not even read. */
export const handler = throughEdgeOnly(async (event: HttpEvent) => respond(404, 'route_not_found', languageFromHeader(event.headers?.['accept-language'])));
