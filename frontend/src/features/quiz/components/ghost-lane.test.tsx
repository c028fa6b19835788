import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyPreferredLanguage, loadScreenTranslations } from '@/lib/i18n';
import type { ServedQuestion } from '../api/schemas';
import { GhostLane } from './ghost-lane';

const question = (at: number | null): ServedQuestion => ({
  index: 0, kind: 'choice', question: 'Combien de pattes a une araignée ?', options: ['6', '8', '10', '12'], audio: false, deadline: Date.now() + 30_000, ghost: { at },
});

/** The lane beside a button that holds the focus, as the question's answers do. */
function renderLane(props: Partial<Parameters<typeof GhostLane>[0]>) {
  const lane = { name: 'Papa', score: 42, question: question(null), offset: 0, revealed: undefined, ...props };
  const view = render(
    <MantineProvider>
      <button type="button">Répondre</button>
      <GhostLane {...lane} />
    </MantineProvider>,
  );
  screen.getByRole('button', { name: 'Répondre' }).focus();
  return { ...view, lane };
}

describe('the ghost lane', () => {
  beforeAll(async () => {
    await applyPreferredLanguage('fr');
    await loadScreenTranslations('quiz');
  });
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says the relative answered at the moment they did, on the server’s clock, not before, and leaves the focus where it is', () => {
    // Prepare: the server's clock is an hour ahead of this device's; they answered 3 s after now, on the server's clock.
    const offset = 3_600_000;
    renderLane({ question: question(Date.now() + offset + 3000), offset });
    const cue = screen.getByRole('status');
    expect(screen.getByRole('region', { name: 'La manche de Papa' })).toHaveTextContent(/Score de Papa\s: 42/);

    // Act, assess: nothing until the moment, then the cue, politely.
    act(() => vi.advanceTimersByTime(2999));
    expect(cue).toBeEmptyDOMElement();
    act(() => vi.advanceTimersByTime(1));
    expect(cue).toHaveTextContent('Papa a répondu');
    expect(screen.getByRole('button', { name: 'Répondre' })).toHaveFocus();
    expect(cue).not.toHaveTextContent(/juste|faux/);
  });

  it('says nothing while a question is open that they never answered in time', () => {
    renderLane({ question: question(null) });
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('once the player answered, tells how they did and their score', () => {
    const { rerender, lane } = renderLane({ question: question(Date.now() + 1000) });
    const again = (props: Partial<typeof lane>) =>
      rerender(
        <MantineProvider>
          <button type="button">Répondre</button>
          <GhostLane {...lane} {...props} />
        </MantineProvider>,
      );

    again({ revealed: { correct: true, points: 14, score: 56 }, score: 56 });
    expect(screen.getByRole('status')).toHaveTextContent(/^Papa\s: juste, \+14$/);
    expect(screen.getByRole('region', { name: 'La manche de Papa' })).toHaveTextContent(/Score de Papa\s: 56/);
    again({ revealed: { correct: false, points: 0, score: 56 } });
    expect(screen.getByRole('status')).toHaveTextContent(/^Papa\s: faux$/);
    again({ question: question(null), revealed: { correct: false, points: 0, score: 56 } });
    expect(screen.getByRole('status')).toHaveTextContent(/^Papa\s: pas de réponse à temps$/);
  });
});
