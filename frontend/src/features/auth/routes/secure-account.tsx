import { Alert, Button, Center, Loader, Stack, Text, TextInput } from '@mantine/core';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PROFILE_SELECTOR_PATH, staffHome } from '@plume/shared/route-access';
import { getSession, refreshSession, useSession } from '@/lib/session';
import { newTotpKey, removePhoneNumber, takeFreshTokens, turnOnTotp, useSignsInWithTotp, type TotpKey } from '../api/totp-setup';
import { AuthCard } from '../components/auth-card';
import { TotpCodeForm } from '../components/totp-code-form';
import { notifySuccess, useAuthAction } from '../use-auth-action';

/**
 * « Sécuriser mon compte »: two-step verification with an authenticator app (TOTP), for anyone; staff whose groups
 * wait for it are sent here by the route guard, and reach their pages once it is on.
 */
export function SecureAccountRoute() {
  const { t } = useTranslation();
  const { user } = useSession();
  const signsInWithTotp = useSignsInWithTotp();
  return (
    <AuthCard title={t('auth.secureAccount.title')} subtitle={t('auth.secureAccount.subtitle')}>
      {user?.mfaSetupRequired && <Alert color="yellow">{t('auth.secureAccount.staffRequired')}</Alert>}
      {user?.staffPhoneSignIn && <RemovePhoneNumber />}
      {signsInWithTotp.isPending ? (
        <Center role="status" aria-label={t('common.loading')}>
          <Loader aria-hidden="true" />
        </Center>
      ) : signsInWithTotp.data ? (
        <TotpActive />
      ) : (
        <TotpSetUp accountName={user?.email ?? user?.phoneNumber ?? ''} />
      )}
    </AuthCard>
  );
}

/** Once the session has tokens read after the change, the person's home page: a staff member's opens now. */
function useGoHome() {
  const navigate = useNavigate();
  return async () => {
    await refreshSession();
    await navigate(staffHome(getSession().user?.groups) ?? PROFILE_SELECTOR_PATH);
  };
}

/** A staff account whose verified phone number would sign it in by SMS code alone: the number goes, on request. */
function RemovePhoneNumber() {
  const { t } = useTranslation();
  const remove = useAuthAction(removePhoneNumber, async () => {
    notifySuccess(t('auth.secureAccount.phoneRemoved'));
    await refreshSession();
  });
  return (
    <Alert color="yellow">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('auth.secureAccount.staffPhone')}</Text>
        <Button variant="light" onClick={() => remove.mutate(undefined)} loading={remove.isPending}>
          {t('auth.secureAccount.removePhone')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** Already on (perhaps from another tab, whose new tokens this one has not taken yet): fresh tokens, then home. */
function TotpActive() {
  const { t } = useTranslation();
  const goHome = useGoHome();
  const proceed = useAuthAction(takeFreshTokens, goHome);
  return (
    <Stack gap="md" align="flex-start">
      <Text>{t('auth.secureAccount.active')}</Text>
      <Button onClick={() => proceed.mutate(undefined)} loading={proceed.isPending}>
        {t('auth.secureAccount.continue')}
      </Button>
    </Stack>
  );
}

/** A key from Cognito (on request: each request replaces the previous key), shown as a QR code and as text, then a code of it. */
function TotpSetUp({ accountName }: { accountName: string }) {
  const { t } = useTranslation();
  const goHome = useGoHome();
  const [key, setKey] = useState<TotpKey>();
  const start = useAuthAction(() => newTotpKey(accountName), setKey);
  const turnOn = useAuthAction(turnOnTotp, async () => {
    notifySuccess(t('auth.secureAccount.enabled'));
    await goHome();
  });

  return (
    <Stack gap="md">
      <Text>{t('auth.secureAccount.steps')}</Text>
      {key ? (
        <>
          <Center>
            <QRCodeSVG value={key.uri} size={192} marginSize={2} role="img" aria-label={t('auth.secureAccount.qrCode')} />
          </Center>
          {/* Focus moves here from the button that disappears; the key can be selected and copied. */}
          <TextInput label={t('auth.secureAccount.key')} description={t('auth.secureAccount.keyHint')} value={key.secret} readOnly autoFocus />
          <TotpCodeForm onCode={(code) => turnOn.mutate(code)} pending={turnOn.isPending} hint={t('auth.secureAccount.codeHint')} submitLabel={t('auth.secureAccount.submit')} autoFocus={false} />
        </>
      ) : (
        <Button onClick={() => start.mutate(undefined)} loading={start.isPending}>
          {t('auth.secureAccount.start')}
        </Button>
      )}
    </Stack>
  );
}
