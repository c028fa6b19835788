import type { KeyboardEvent } from 'react';

/**
 * The header's menus open without Mantine's initial focus placeholder (a `presentation` element with a tabindex inside
 * `role="menu"`, which axe reports as aria-required-children): the dropdown itself takes the focus, ↓ the first item.
 *
 * Escape closes a header menu and the focus goes back to its button (marked `data-menu-trigger`). Mantine gives it
 * back to what had the focus when the menu opened, but these menus mount on their first use (their code loads then):
 * by that time the button that was pressed has been replaced by the menu's own, and the focus would fall to the page.
 */
export const focusOnEscape = (triggerId: string) => (event: KeyboardEvent) => {
  if (event.key !== 'Escape') return;
  requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-menu-trigger="${CSS.escape(triggerId)}"]`)?.focus());
};
