import { MantineProvider } from '@mantine/core';
import type { FirstPageName } from '@plume/shared/first-pages';
import type { ComponentType } from 'react';
import { cssVariablesResolver, theme } from '@/app/theme';
import { SiteFrame } from '@/components/layout/site-frame';

/** Each first page's component, the one the app's router shows at that address; only the page visited is downloaded. */
export const loadFirstPage: Record<FirstPageName, () => Promise<ComponentType>> = {
  home: () => import('@/features/landing/routes/home').then(({ HomeRoute }) => HomeRoute),
  pricing: () => import('@/features/subscription/routes/pricing').then(({ PricingRoute }) => PricingRoute),
};

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
