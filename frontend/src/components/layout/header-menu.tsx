import { Button } from '@mantine/core';
import { lazy, Suspense, useId, useState, type ComponentPropsWithoutRef } from 'react';
import { useLocation } from 'react-router';
import { ChevronDownIcon } from '../icon';

// The menu widget (and the positioning library under it) is downloaded when someone reaches for a menu.
const loadDropdown = () => import('./header-menu-dropdown');
const HeaderMenuDropdown = lazy(() => loadDropdown().then(({ HeaderMenuDropdown }) => ({ default: HeaderMenuDropdown })));

/** A link of a header menu, its words already translated. */
export interface HeaderMenuLink {
  to: string;
  text: string;
}

/** Whether `pathname` is `to`'s page or one under it (`/quiz/zone` is under `/quiz`). */
export const isUnder = (pathname: string, to: string) => {
  const base = to.replace(/\/$/, '');
  return pathname === base || pathname.startsWith(`${base}/`);
};

/**
 * One of the signed-in header's menus (« Activités », « Progression »): a button that opens a list of links. The
 * button is marked while the page shown is one of its links. Enter, Space or ↓ open it on its first item, arrows move,
 * Escape closes it.
 */
export function HeaderMenu({ label, links }: { label: string; links: readonly HeaderMenuLink[] }) {
  const { pathname } = useLocation();
  const [wanted, setWanted] = useState(false);
  // The button's mark, for the focus to come back to it (see `focusOnEscape`).
  const triggerId = useId();
  const current = links.find((link) => isUnder(pathname, link.to));
  const trigger = (props: ComponentPropsWithoutRef<typeof Button<'button'>>, mark?: string) => (
    <Button data-menu-trigger={mark} variant={current ? 'light' : 'subtle'} color={current ? undefined : 'dark'} px="sm" rightSection={<ChevronDownIcon size={16} />} {...props}>
      {label}
    </Button>
  );
  const closedTrigger = trigger({
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onClick: () => setWanted(true),
    onKeyDown: (event) => {
      if (event.key === 'ArrowDown') {
        event.preventDefault();
        setWanted(true);
      }
    },
    onPointerEnter: () => void loadDropdown(),
    onFocus: () => void loadDropdown(),
  });
  if (!wanted) return closedTrigger;
  return (
    <Suspense fallback={closedTrigger}>
      <HeaderMenuDropdown target={trigger({}, triggerId)} triggerId={triggerId} links={links} current={current?.to} />
    </Suspense>
  );
}
