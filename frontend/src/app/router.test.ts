import type { RouteObject } from 'react-router';
import { describe, expect, it, onTestFinished } from 'vitest';
import { createQueryClient } from '@/lib/react-query';
import { pageScans, scannedRoutePatterns } from '../../e2e/scanned-routes';
import { createAppRouter } from './router';

/** Every path the router answers, in full (`/quiz/zone/:category`), the catch-all as `/*`. */
function routerPaths(routes: readonly RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const here = route.index ? parent || '/' : route.path === undefined ? parent : `${parent.replace(/\/$/, '')}/${route.path}`;
    const own = route.index || route.path !== undefined ? [here] : [];
    return [...own, ...routerPaths(route.children ?? [], here)];
  });
}

describe('router', () => {
  it('has every path scanned by the accessibility journey, and the journey names no path the router lost', () => {
    const router = createAppRouter(createQueryClient());
    onTestFinished(() => router.dispose());
    const paths = routerPaths(router.routes);

    expect(paths).toContain('/quiz/zone/:category/:subcategory/:level/play');
    expect(new Set(paths).size).toBe(paths.length);
    // A path missing here is a page no scan opens: add it to frontend/e2e/scanned-routes.ts.
    expect([...scannedRoutePatterns()].sort()).toEqual([...paths].sort());
  });

  it('scans each page by one address only', () => {
    const routes = pageScans.map((scan) => scan.route);
    expect(routes.length).toBe(new Set(routes).size);
  });
});
