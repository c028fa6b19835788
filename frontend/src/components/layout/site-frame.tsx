import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';
import classes from './site-layout.module.css';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * Skip link, header, the page and footer: what every page shows around itself, in the app (`SiteLayout`, under the
 * router) and on the prerendered first pages (`src/first-pages`, without it).
 */
export function SiteFrame({ signedInActions, children }: { signedInActions?: ReactNode; children: ReactNode }) {
  return (
    <Box className={classes.page}>
      <SkipLink targetId={MAIN_CONTENT_ID} />
      <SiteHeader signedInActions={signedInActions} />
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        {children}
      </Box>
      <SiteFooter />
    </Box>
  );
}
