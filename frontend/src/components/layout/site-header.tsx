import { Anchor, Box, Burger, Button, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/app-link';
import { hasAuthCookie } from '@/lib/auth-cookie';
import { withScreenTranslations } from '@/lib/i18n';
import { useSession } from '@/lib/session-store';
import { LanguageSwitcher } from '../language-switcher';
import { Logo } from '../logo';
import { pageLinks } from './navigation';
import classes from './site-layout.module.css';

// The drawer's code (overlay, focus trap, scroll lock) weighs ~9 KB gzip: it is fetched on the first tap of the burger.
const MobileMenu = lazy(() => withScreenTranslations(import('./mobile-menu')).then(({ MobileMenu }) => ({ default: MobileMenu })));
// Only signed-in people see it, and it brings the account query and the menu widget: kept out of the first page.
const AccountMenu = lazy(() => withScreenTranslations(import('./account-menu')).then(({ AccountMenu }) => ({ default: AccountMenu })));
// The signed-in navigation (home, activities, progress) comes in the same chunk, with the same words.
const LearnerNav = lazy(() => withScreenTranslations(import('./account-menu')).then(({ LearnerNav }) => ({ default: LearnerNav })));

export function SiteHeader({ signedInActions }: { signedInActions?: ReactNode }) {
  const { t } = useTranslation();
  const { status } = useSession();
  // With the cookie, the visitor was signed in on the last visit: no «Se connecter» flash while the session loads.
  const showGuestActions = status === 'signed-out' || (status === 'loading' && !hasAuthCookie());
  const [menuOpened, menu] = useDisclosure(false);
  // Once loaded the menu stays mounted, so it can play its closing transition and give focus back to the burger.
  const [menuRequested, setMenuRequested] = useState(false);
  const toggleMenu = () => {
    setMenuRequested(true);
    menu.toggle();
  };

  return (
    <Box component="header" className={classes.header}>
      <Container size="lg" h="100%">
        <Group justify="space-between" h="100%" wrap="nowrap">
          <Anchor component={AppLink} to="/" aria-label={t('common.logoLabel')} underline="never">
            <Logo />
          </Anchor>
          {/* Signed in: home, activities and progress (the site's pages move to the account menu); else the site's pages. */}
          <Group component="nav" aria-label={t('nav.label')} gap={status === 'signed-in' ? 4 : 'lg'} wrap="nowrap" visibleFrom="md" className={classes.nav}>
            {status === 'signed-in' ? (
              <Suspense fallback={null}>
                <LearnerNav />
              </Suspense>
            ) : (
              pageLinks.map((link) => (
                <Anchor key={link.to} component={AppLink} to={link.to} c="dark" fw={500} className={classes.navLink}>
                  {t(link.label)}
                </Anchor>
              ))
            )}
          </Group>
          <Group gap="xs" wrap="nowrap" className={classes.actions}>
            <LanguageSwitcher />
            {showGuestActions && (
              <>
                <Button component={AppLink} to="/auth/login/" variant="default" visibleFrom="md">
                  {t('nav.signIn')}
                </Button>
                <Button component={AppLink} to="/auth/sign-up/" visibleFrom="md">
                  {t('nav.tryPlume')}
                </Button>
              </>
            )}
            {status === 'signed-in' && (
              <>
                <Suspense fallback={null}>{signedInActions}</Suspense>
                <Suspense fallback={null}>
                  <AccountMenu />
                </Suspense>
              </>
            )}
            <Burger opened={menuOpened} onClick={toggleMenu} hiddenFrom="md" size="sm" aria-label={t('nav.openMenu')} aria-expanded={menuOpened} />
          </Group>
        </Group>
      </Container>
      {menuRequested && (
        <Suspense fallback={null}>
          <MobileMenu opened={menuOpened} onClose={menu.close} signedIn={status === 'signed-in'} />
        </Suspense>
      )}
    </Box>
  );
}
