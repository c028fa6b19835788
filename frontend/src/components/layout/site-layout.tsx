import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';
import classes from './site-layout.module.css';
import { useFocusOnNavigation } from './use-focus-on-navigation';
import { useRouteProgress } from './use-route-progress';

const MAIN_CONTENT_ID = 'main-content';

/** Header, page and footer around every page; `signedInActions` sit in the header beside the account menu. */
export function SiteLayout({ signedInActions }: { signedInActions?: ReactNode }) {
  useRouteProgress();
  useFocusOnNavigation(MAIN_CONTENT_ID);
  return (
    <Box className={classes.page}>
      <SkipLink targetId={MAIN_CONTENT_ID} />
      <SiteHeader signedInActions={signedInActions} />
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        <Outlet />
      </Box>
      <SiteFooter />
      <ScrollRestoration />
    </Box>
  );
}
