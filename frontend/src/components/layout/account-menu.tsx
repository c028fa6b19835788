import { Button, Text, UnstyledButton } from '@mantine/core';
import { lazy, Suspense, useId, useState, type ComponentPropsWithoutRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ProfileAvatar } from '../profile-avatar';
import { useActiveProfile } from '@/lib/account/active-profile';
import { useAccount } from '@/lib/account/get-account';
import { HeaderMenu } from './header-menu';
import { homeLink, learningLinks, progressLinks } from './navigation';

// The menu (and the positioning library under it) is downloaded when someone reaches for it, not with every page.
const loadDropdown = () => import('./account-menu-dropdown');
const AccountMenuDropdown = lazy(() => loadDropdown().then(({ AccountMenuDropdown }) => ({ default: AccountMenuDropdown })));

/**
 * The signed-in header's main navigation (wide screens; narrow ones have the burger's drawer): « Mon accueil », then the
 * activities and the progress pages as two menus, so the header fits from 992 px on whatever the language.
 */
export function LearnerNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const translated = (links: typeof learningLinks | typeof progressLinks) => links.map((link) => ({ to: link.to, text: t(link.label) }));
  const atHome = pathname === homeLink.to;
  return (
    <>
      <Button component={Link} to={homeLink.to} variant={atHome ? 'light' : 'subtle'} color={atHome ? undefined : 'dark'} px="sm" aria-current={atHome ? 'page' : undefined}>
        {t(homeLink.label)}
      </Button>
      <HeaderMenu label={t('nav.activities')} links={translated(learningLinks)} />
      <HeaderMenu label={t('nav.progress')} links={translated(progressLinks)} />
    </>
  );
}

/** The active profile's avatar (and name, on wide screens); its menu switches profile, opens the account or signs out. */
export function AccountMenu() {
  const { t } = useTranslation();
  const account = useAccount();
  const profile = useActiveProfile(account.data);
  const [menuWanted, setMenuWanted] = useState(false);
  // The button's mark, for the focus to come back to it (see `focusOnEscape`).
  const triggerId = useId();
  const trigger = (props: ComponentPropsWithoutRef<typeof UnstyledButton<'button'>>, mark?: string) => (
    <UnstyledButton data-menu-trigger={mark} aria-label={t('nav.accountMenu', { name: profile?.name ?? '' })} style={{ display: 'flex', alignItems: 'center', gap: 8, minWidth: 0 }} {...props}>
      <ProfileAvatar avatar={profile?.avatar ?? 'plume'} radius="xl" />
      {/* A long name ends in « … » rather than widening the header; the button's name says it whole. */}
      <Text fw={600} visibleFrom="md" aria-hidden="true" truncate="end" maw={160}>
        {profile?.name}
      </Text>
    </UnstyledButton>
  );
  const closedTrigger = trigger({
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onClick: () => setMenuWanted(true),
    onPointerEnter: () => void loadDropdown(),
    onFocus: () => void loadDropdown(),
  });
  return menuWanted ? (
    <Suspense fallback={closedTrigger}>
      <AccountMenuDropdown target={trigger({}, triggerId)} triggerId={triggerId} />
    </Suspense>
  ) : (
    closedTrigger
  );
}
