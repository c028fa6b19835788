import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyPreferredLanguage, loadScreenTranslations } from '@/lib/i18n';
import HandwritingSpellingInput from './handwriting-spelling-input';
import type { Stroke } from './recognizer';
import { writerSample } from './recognizer/samples/writer-samples';

beforeAll(async () => {
  await applyPreferredLanguage();
  await loadScreenTranslations('spelling');
});

beforeEach(() => {
  // jsdom lays nothing out and paints nothing: each box is 100 px square at the origin, and the ink goes nowhere.
  vi.spyOn(HTMLCanvasElement.prototype, 'getBoundingClientRect').mockReturnValue({ x: 0, y: 0, left: 0, top: 0, width: 100, height: 100, right: 100, bottom: 100, toJSON: () => ({}) });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  HTMLCanvasElement.prototype.setPointerCapture = () => undefined;
});

/** French typography as the catalogue writes it: a narrow no-break space before « : ; ! ? », no-break spaces inside « ». */
// toHaveTextContent folds every space into one; accessible names and descriptions keep them.
const fr = (text: string) => text.replace(/ ([:;!?])/g, '\u202f$1').replace(/« /g, '«\u00a0').replace(/ »/g, '\u00a0»');

function renderInput(length: number, disabled = false) {
  const onSubmit = vi.fn();
  render(
    <MantineProvider>
      <HandwritingSpellingInput length={length} disabled={disabled} onSubmit={onSubmit} />
    </MantineProvider>,
  );
  return onSubmit;
}

/** Draws strokes into a box as a mouse would (1 box unit = 1 px here). */
function draw(box: HTMLElement, strokes: readonly Stroke[]) {
  for (const stroke of strokes) {
    fireEvent.pointerDown(box, { clientX: stroke[0]!.x, clientY: stroke[0]!.y, pointerId: 1, button: 0, pointerType: 'mouse' });
    for (const point of stroke.slice(1)) fireEvent.pointerMove(box, { clientX: point.x, clientY: point.y, pointerId: 1, pointerType: 'mouse' });
    fireEvent.pointerUp(box, { pointerId: 1, pointerType: 'mouse' });
  }
}

describe('HandwritingSpellingInput', () => {
  it('names one box per letter and submits the word typed into them, box after box', async () => {
    const onSubmit = renderInput(3);
    const boxes = screen.getAllByRole('textbox');
    expect(boxes.map((box) => box.getAttribute('aria-label'))).toEqual(['Lettre 1 sur 3', 'Lettre 2 sur 3', 'Lettre 3 sur 3']);
    expect(screen.getByRole('button', { name: /^Valider/ })).toBeDisabled();
    expect(screen.getByText('Encore 3 cases à remplir avant de valider.')).toBeInTheDocument();

    const user = userEvent.setup();
    act(() => boxes[0]!.focus());
    await user.keyboard('Été');
    expect(boxes[2]).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Lettre 3 : é');
    await user.click(screen.getByRole('button', { name: fr('Valider « été »') }));
    expect(onSubmit).toHaveBeenCalledWith('été');
  });

  it('clears a letter with its button or Backspace, and says so when a key is no French letter', async () => {
    renderInput(2);
    const user = userEvent.setup();
    const [first] = screen.getAllByRole('textbox');
    act(() => first!.focus());
    await user.keyboard('ç');
    expect(screen.getByRole('button', { name: fr('Valider « ç »') })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Effacer la lettre 1' }));
    expect(screen.getByText('Encore 2 cases à remplir avant de valider.')).toBeInTheDocument();
    act(() => first!.focus());
    await user.keyboard('7');
    expect(screen.getByRole('status')).toHaveTextContent('« 7 » n’est pas une lettre');
    // « a » fills box 1 and moves on; Backspace in the empty box 2 goes back and clears box 1.
    await user.keyboard('a');
    expect(screen.getByText('Encore 1 case à remplir avant de valider.')).toBeInTheDocument();
    await user.keyboard('{Backspace}');
    expect(first).toHaveFocus();
    expect(screen.getByText('Encore 2 cases à remplir avant de valider.')).toBeInTheDocument();
  });

  it('reads a drawn letter once the pen rests, shows it with other readings, and submits the reading the learner chose', async () => {
    const onSubmit = renderInput(2);
    const [first, second] = screen.getAllByRole('textbox');
    draw(first!, writerSample('hershey_sans_1', 'é', 0).strokes);
    expect(first).toHaveAccessibleDescription('lecture…');
    await waitFor(() => expect(first).toHaveAccessibleDescription(fr('Lu : é')), { timeout: 5_000 });
    draw(second!, writerSample('hershey_sans_1', 't', 0).strokes);
    await waitFor(() => expect(second).toHaveAccessibleDescription(fr('Lu : t')), { timeout: 5_000 });

    // The learner meant « è »: one of the other readings of letter 1.
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: fr('Lire « è » pour la lettre 1') }));
    expect(first).toHaveAccessibleDescription(fr('Lu : è'));
    // The letter given up stays on offer.
    expect(screen.getByRole('button', { name: fr('Lire « é » pour la lettre 1') })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: fr('Valider « èt »') }));
    expect(onSubmit).toHaveBeenCalledWith('èt');
  });

  it('takes neither ink nor keys nor a submission while disabled', async () => {
    const onSubmit = renderInput(1, true);
    const [box] = screen.getAllByRole('textbox');
    draw(box!, writerSample('hershey_sans_1', 'o', 0).strokes);
    const user = userEvent.setup();
    act(() => box!.focus());
    await user.keyboard('o');
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(box).toHaveAccessibleDescription('vide');
    expect(screen.getByRole('button', { name: /^Valider/ })).toBeDisabled();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
