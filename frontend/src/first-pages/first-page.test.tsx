import { screen, within } from '@testing-library/react';
import { act, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HomeRoute } from '@/features/landing/routes/home';
import { PricingRoute } from '@/features/billing/routes/pricing';
import { FirstPage } from './first-page';
import { renderFirstPage } from './prerender';

const pages: { page: 'home' | 'pricing'; Page: ComponentType; heading: string; title: string }[] = [
  { page: 'home', Page: HomeRoute, heading: 'Le plaisir d’écrire un français juste', title: 'Plume — le français en s’amusant, pour toute la famille' },
  { page: 'pricing', Page: PricingRoute, heading: 'Un abonnement pour toute la famille', title: 'Tarifs — Plume' },
];

// Hydrated by hand (not through Testing Library's render), so React is told it runs under act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.replaceChildren();
});

describe.each(pages)('the prerendered $page page', ({ page, Page, heading, title }) => {
  it('is the app’s page in French, its title first, and hydrates without a mismatch', async () => {
    const { html, language } = await renderFirstPage(page);
    expect(language).toBe('fr');
    expect(html.startsWith(`<title>${title}</title>`)).toBe(true);

    const container = Object.assign(document.createElement('div'), { id: 'root' });
    // As the build writes it: the title moved to the head, the rest inside #root.
    container.innerHTML = html.slice(`<title>${title}</title>`.length);
    document.body.append(container);
    expect(within(container).getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();

    const mismatch = vi.fn();
    await act(async () => {
      root = hydrateRoot(container, <FirstPage Page={Page} />, { onRecoverableError: mismatch });
    });
    expect(mismatch).not.toHaveBeenCalled();
    // Without the app's router, links are plain anchors to the addresses the app serves.
    expect(screen.getAllByRole('link', { name: 'Essayer Plume' })[0]).toHaveAttribute('href', '/auth/sign-up/');
    expect(within(screen.getByRole('navigation', { name: 'Navigation principale' })).getByRole('link', { name: 'Tarifs' })).toHaveAttribute('href', '/pricing');
  });
});
