import { planPrices } from '@plume/shared/plans';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatEuros } from '@/lib/formatters';
import { stubBackend } from '@/test/fake-backend';
import { renderFreshApp } from '@/test/render-app';
import { faqSections } from './questions';

describe('the FAQ page', () => {
  it('opens to a visitor from the footer, a heading per section and each answer behind its question', async () => {
    // Prepare
    const user = userEvent.setup();
    stubBackend();
    const { router } = await renderFreshApp('/about-us/');
    const footer = await screen.findByRole('navigation', { name: 'Informations' });

    // Act
    await user.click(within(footer).getByRole('link', { name: 'Questions fréquentes' }));

    // Assess
    expect(await screen.findByRole('heading', { level: 1, name: 'Questions fréquentes' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/faq/');
    const main = screen.getByRole('main');
    expect(within(main).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Abonnement et prix', 'La famille', 'Les données des enfants', 'Les pièces',
    ]);
    const questions = within(main).getAllByRole('button', { expanded: false });
    expect(questions).toHaveLength(faqSections.flatMap((section) => section.questions).length);
    // each question is a button inside an h3, as the disclosure pattern wants
    expect(questions.every((button) => button.closest('h3'))).toBe(true);

    const price = within(main).getByRole('button', { name: 'Combien coûte Plume\u00a0?' });
    await user.click(price);
    expect(price).toHaveAttribute('aria-expanded', 'true');
    const answer = document.getElementById(price.getAttribute('aria-controls')!)!;
    // the prices come from the plans, written as French writes euros
    expect(answer.textContent).toContain(`${formatEuros(planPrices.monthly.amountCents, 'fr')} par mois, ou ${formatEuros(planPrices.yearly.amountCents, 'fr')} par an, TTC.`);
    expect(within(main).getByRole('link', { name: 'Écrivez-nous' })).toHaveAttribute('href', '/contact-us/');
  });

  it('is where the pricing page sends its questions', async () => {
    stubBackend();
    await renderFreshApp('/pricing');

    const link = await screen.findByRole('link', { name: 'Lire les questions fréquentes' });
    expect(link).toHaveAttribute('href', '/faq/');
  });
});
