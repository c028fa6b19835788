import { Button, Group, Text, UnstyledButton } from '@mantine/core';
import { lazy, Suspense, useState, type ComponentPropsWithoutRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProfileAvatar } from '../profile-avatar';
import { useActiveProfile } from '@/lib/account/active-profile';
import { useAccount } from '@/lib/account/get-account';
import { learningLinks } from './navigation';

// The menu (and the positioning library under it) is downloaded when someone reaches for it, not with every page.
const loadDropdown = () => import('./account-menu-dropdown');
const AccountMenuDropdown = lazy(() => loadDropdown().then(({ AccountMenuDropdown }) => ({ default: AccountMenuDropdown })));

/** The activities and the active profile's avatar; its menu switches profile, opens the account or signs out. */
export function AccountMenu() {
  const { t } = useTranslation();
  const account = useAccount();
  const profile = useActiveProfile(account.data);
  const [menuWanted, setMenuWanted] = useState(false);
  const trigger = (props: ComponentPropsWithoutRef<typeof UnstyledButton<'button'>>) => (
    <UnstyledButton aria-label={t('nav.accountMenu', { name: profile?.name ?? '' })} style={{ display: 'flex', alignItems: 'center', gap: 8 }} {...props}>
      <ProfileAvatar avatar={profile?.avatar ?? 'plume'} radius="xl" />
      <Text fw={600} visibleFrom="sm" aria-hidden="true">
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
  return (
    <Group gap="xs" wrap="nowrap">
      {/* The activities live here, not in the header's own links: only signed-in people see them, so their words load with this menu. */}
      {learningLinks.map((link) => (
        <Button key={link.to} component={Link} to={link.to} variant="light" color="yellow" visibleFrom="md">
          {t(link.label)}
        </Button>
      ))}
      {menuWanted ? (
        <Suspense fallback={closedTrigger}>
          <AccountMenuDropdown target={trigger({})} />
        </Suspense>
      ) : (
        closedTrigger
      )}
    </Group>
  );
}
