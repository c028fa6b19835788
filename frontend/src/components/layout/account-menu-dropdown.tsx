import { Menu } from '@mantine/core';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSignOut } from '@/lib/account/use-sign-out';
import { useSession } from '@/lib/session';
import { accountLinks, learningLinks, progressLinks, staffLinksFor } from './navigation';

/** The account menu itself, opened as it mounts: it mounts on the first click of its button (see `AccountMenu`). */
export function AccountMenuDropdown({ target }: { target: ReactElement }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const staff = staffLinksFor(useSession().user?.groups);
  return (
    <Menu position="bottom-end" width={220} withinPortal defaultOpened>
      <Menu.Target>{target}</Menu.Target>
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
  );
}
