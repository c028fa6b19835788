import { Menu } from '@mantine/core';
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import type { HeaderMenuLink } from './header-menu';
import { focusOnEscape } from './menu-focus';

/** A header menu itself, opened as it mounts: it mounts on the first click of its button (see `HeaderMenu`). */
export function HeaderMenuDropdown(props: { target: ReactElement; triggerId: string; links: readonly HeaderMenuLink[]; current: string | undefined }) {
  const { target, triggerId, links, current } = props;
  return (
    <Menu position="bottom-start" width={240} withinPortal defaultOpened withInitialFocusPlaceholder={false}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown onKeyDown={focusOnEscape(triggerId)}>
        {links.map((link) => (
          <Menu.Item key={link.to} component={Link} to={link.to} aria-current={link.to === current ? 'page' : undefined} fw={link.to === current ? 600 : undefined}>
            {link.text}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
