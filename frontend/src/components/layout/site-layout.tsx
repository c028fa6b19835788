import type { ReactNode } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { MAIN_CONTENT_ID, SiteFrame } from './site-frame';
import { useFocusOnNavigation } from './use-focus-on-navigation';
import { useRouteProgress } from './use-route-progress';

/** Header, page and footer around every page of the app; `signedInActions` sit in the header beside the account menu. */
export function SiteLayout({ signedInActions }: { signedInActions?: ReactNode }) {
  useRouteProgress();
  useFocusOnNavigation(MAIN_CONTENT_ID);
  return (
    <>
      <SiteFrame signedInActions={signedInActions}>
        <Outlet />
      </SiteFrame>
      <ScrollRestoration />
    </>
  );
}
