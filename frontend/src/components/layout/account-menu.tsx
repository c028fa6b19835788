import { Button, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProfileAvatar } from '../profile-avatar';
import { useActiveProfile } from '@/lib/account/active-profile';
import { useAccount } from '@/lib/account/get-account';
import { useSignOut } from '@/lib/account/use-sign-out';
import { useSession } from '@/lib/session';
import { accountLinks, learningLinks, progressLinks, staffLinksFor } from './navigation';

/** The quiz entry and the active profile's avatar; its menu switches profile, opens the account or signs out. */
export function AccountMenu() {
  const { t } = useTranslation();
  const account = useAccount();
  const profile = useActiveProfile(account.data);
  const signOut = useSignOut();
  const staff = staffLinksFor(useSession().user?.groups);
  return (
    <Group gap="xs" wrap="nowrap">
      {/* The activities live here, not in the header's own links: only signed-in people see them, so their words load with this menu. */}
      {learningLinks.map((link) => (
        <Button key={link.to} component={Link} to={link.to} variant="light" color="yellow" visibleFrom="md">
          {t(link.label)}
        </Button>
      ))}
      <Menu position="bottom-end" width={220} withinPortal>
        <Menu.Target>
          <UnstyledButton aria-label={t('nav.accountMenu', { name: profile?.name ?? '' })} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
            <ProfileAvatar avatar={profile?.avatar ?? 'plume'} radius="xl" />
            <Text fw={600} visibleFrom="sm" aria-hidden="true">
              {profile?.name}
            </Text>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          {learningLinks.map((link) => (
            <Menu.Item key={link.to} component={Link} to={link.to} hiddenFrom="md">
              {t(link.label)}
            </Menu.Item>
          ))}
          <Menu.Label>{t('nav.progress')}</Menu.Label>
          {progressLinks.map((link) => (
            <Menu.Item key={link.to} component={Link} to={link.to}>
              {t(link.label)}
            </Menu.Item>
          ))}
          <Menu.Divider />
          {staff.map((link) => (
            <Menu.Item key={link.to} component={Link} to={link.to}>
              {t(link.label)}
            </Menu.Item>
          ))}
          {accountLinks.map((link) => (
            <Menu.Item key={link.to} component={Link} to={link.to}>
              {t(link.label)}
            </Menu.Item>
          ))}
          <Menu.Divider />
          <Menu.Item color="red" onClick={() => signOut.mutate()}>
            {t('nav.signOut')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
