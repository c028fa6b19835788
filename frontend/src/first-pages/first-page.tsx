import { MantineProvider } from '@mantine/core';
import type { ComponentType } from 'react';
import { cssVariablesResolver, theme } from '@/app/theme';
import { SiteFrame } from '@/components/layout/site-frame';

/**
 * A first page as the app shows it (same theme, header, footer and page component), without the app's router, session
 * or queries: its links are plain anchors (see `components/app-link.tsx`), so leaving it loads the app.
 */
export function FirstPage({ Page }: { Page: ComponentType }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <SiteFrame>
        <Page />
      </SiteFrame>
    </MantineProvider>
  );
}
