import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse, requestsTo, stubBackend } from '@/test/fake-backend';
import { renderFreshApp } from '@/test/render-app';

describe('contact form', () => {
  beforeAll(() => {
    // jsdom has no font loading API; the autosizing message field listens to it.
    Object.defineProperty(document, 'fonts', { configurable: true, value: { addEventListener: () => undefined, removeEventListener: () => undefined } });
  });

  it('keeps its honeypot away from people: hidden from assistive technologies, out of the tab order, never autofilled', async () => {
    const fetchMock = stubBackend({ '/api/contact': () => jsonResponse(201, { error: false, message: 'Merci !', code: 'contact_received', data: { id: 'c-1' } }) });
    const { container } = await renderFreshApp('/contact-us/');
    await userEvent.type(await screen.findByLabelText(/^Votre nom/, undefined), 'Marie');

    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    // Not reachable by label from assistive technologies either.
    expect(screen.queryByRole('textbox', { name: 'Votre site web' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Votre site web', hidden: true })).toBe(honeypot);

    await userEvent.type(screen.getByLabelText(/^Votre adresse e-mail/), 'marie@exemple.fr');
    await userEvent.type(screen.getByLabelText(/^Votre message/), 'Une question.');
    await userEvent.tab();
    expect(document.activeElement).not.toBe(honeypot);
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));

    expect(await screen.findByText('Message envoyé')).toBeInTheDocument();
    const [request] = requestsTo(fetchMock, '/api/contact');
    expect(await request?.json()).toEqual({ name: 'Marie', email: 'marie@exemple.fr', subject: 'question', message: 'Une question.', website: '' });
  }, 20_000);
});
