import { Button, Drawer, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/app-link';
import { useSignOut } from '@/lib/account/use-sign-out';
import { useSession } from '@/lib/session-store';
import { accountLinks, homeLink, learningLinks, pageLinks, progressLinks, staffLinksFor } from './navigation';

export function MobileMenu({ opened, onClose, signedIn }: { opened: boolean; onClose: () => void; signedIn: boolean }) {
  const { t } = useTranslation();
  const staff = staffLinksFor(useSession().user?.groups);
  const links = signedIn ? [homeLink, ...learningLinks, ...progressLinks, ...pageLinks, ...staff, ...accountLinks] : pageLinks;
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={t('nav.menuTitle')}
      closeButtonProps={{ 'aria-label': t('nav.closeMenu') }}
      position="right"
      size="xs"
      hiddenFrom="md"
    >
      <Stack component="nav" aria-label={t('nav.label')} gap="sm">
        {links.map((link) => (
          <Button key={link.to} component={AppLink} to={link.to} onClick={onClose} variant="subtle" justify="flex-start" size="md">
            {t(link.label)}
          </Button>
        ))}
        {signedIn ? (
          <SignOutButton onSignedOut={onClose} />
        ) : (
          <>
            <Button component={AppLink} to="/auth/login/" onClick={onClose} variant="default" size="md">
              {t('nav.signIn')}
            </Button>
            <Button component={AppLink} to="/auth/sign-up/" onClick={onClose} size="md">
              {t('nav.tryPlume')}
            </Button>
          </>
        )}
      </Stack>
    </Drawer>
  );
}

/** Signed-in only (it needs the app's router and queries, which a prerendered first page does not have). */
function SignOutButton({ onSignedOut }: { onSignedOut: () => void }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  return (
    <Button variant="default" color="red" size="md" loading={signOut.isPending} onClick={() => signOut.mutate(undefined, { onSettled: onSignedOut })}>
      {t('nav.signOut')}
    </Button>
  );
}
