import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { applyPreferredLanguage, loadScreenTranslations } from '@/lib/i18n';
import { Dialog } from './dialog';

function Dialogs({ first, second }: { first: boolean; second: boolean }) {
  return (
    <MantineProvider>
      <Dialog opened={first} onClose={() => undefined} title="Premier" transitionProps={{ duration: 0 }} />
      <Dialog opened={second} onClose={() => undefined} title="Second" transitionProps={{ duration: 0 }} />
    </MantineProvider>
  );
}

test('the page behind an open dialog is inert until the last dialog closes; the close button is named', async () => {
  await applyPreferredLanguage('fr');
  await loadScreenTranslations();
  const page = document.body.appendChild(Object.assign(document.createElement('div'), { id: 'root' }));
  const { rerender } = render(<Dialogs first={false} second={false} />, { container: page });
  expect(page).not.toHaveAttribute('inert');

  rerender(<Dialogs first second={false} />);
  expect(page).toHaveAttribute('inert');
  expect(screen.getByRole('button', { name: 'Fermer' })).toBeVisible();
  rerender(<Dialogs first second />);
  rerender(<Dialogs first={false} second />);
  expect(page).toHaveAttribute('inert');

  rerender(<Dialogs first={false} second={false} />);
  expect(page).not.toHaveAttribute('inert');
});
