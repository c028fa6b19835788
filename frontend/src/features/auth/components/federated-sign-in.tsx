import { Alert, Button, Divider, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signInWithProvider, takeFailedProviderSignIn } from '../api/federated-sign-in';
import { useIdentityProviders } from '../api/get-identity-providers';
import { useAuthAction } from '../use-auth-action';

/**
 * Google, Apple or Facebook buttons, only for the providers this deployment's user pool is connected to. The hosted UI
 * brings people back to this page: signed in, the router sends them on; refused or cancelled, they are told here.
 */
export function FederatedSignIn() {
  const { t } = useTranslation();
  const { data: providers = [] } = useIdentityProviders();
  const redirect = useAuthAction(signInWithProvider);
  // Read once, before Amplify takes the error out of the address.
  const [failed] = useState(takeFailedProviderSignIn);
  if (providers.length === 0) return null;
  return (
    <Stack gap="sm">
      <Divider label={t('auth.login.or')} labelPosition="center" />
      {failed && (
        <Alert color="red" role="alert">
          {t('auth.login.providerFailed', { provider: failed.provider ?? providers.join(', ') })}
        </Alert>
      )}
      {providers.map((provider) => (
        <Button key={provider} variant="default" loading={redirect.isPending && redirect.variables === provider} onClick={() => redirect.mutate(provider)}>
          {t('auth.login.withProvider', { provider })}
        </Button>
      ))}
    </Stack>
  );
}
