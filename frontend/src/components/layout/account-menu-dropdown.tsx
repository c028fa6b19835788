import { Menu } from '@mantine/core';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSignOut } from '@/lib/account/use-sign-out';
import { useSession } from '@/lib/session';
import { focusOnEscape } from './menu-focus';
import { accountLinks, pageLinks, staffLinksFor } from './navigation';

/** The account menu itself, opened as it mounts: it mounts on the first click of its button (see `AccountMenu`). */
export function AccountMenuDropdown({ target, triggerId }: { target: ReactElement; triggerId: string }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const staff = staffLinksFor(useSession().user?.groups);
  return (
    <Menu position="bottom-end" width={240} withinPortal defaultOpened withInitialFocusPlaceholder={false}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown onKeyDown={focusOnEscape(triggerId)}>
        {accountLinks.map((link) => (
          <Menu.Item key={link.to} component={Link} to={link.to}>
            {t(link.label)}
          </Menu.Item>
        ))}
        {staff.length > 0 && <Menu.Divider />}
        {staff.map((link) => (
          <Menu.Item key={link.to} component={Link} to={link.to}>
            {t(link.label)}
          </Menu.Item>
        ))}
        <Menu.Divider />
        {pageLinks.map((link) => (
          <Menu.Item key={link.to} component={Link} to={link.to}>
            {t(link.label)}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item color="red.9" onClick={() => signOut.mutate()}>
          {t('nav.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
