import { Button, Divider, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { signInWithProvider } from '../api/federated-sign-in';
import { useIdentityProviders } from '../api/get-identity-providers';
import { useAuthAction } from '../use-auth-action';

/** Google, Apple or Facebook buttons, only for the providers this deployment's user pool is connected to. */
export function FederatedSignIn() {
  const { t } = useTranslation();
  const { data: providers = [] } = useIdentityProviders();
  const redirect = useAuthAction(signInWithProvider);
  if (providers.length === 0) return null;
  return (
    <Stack gap="sm">
      <Divider label={t('auth.login.or')} labelPosition="center" />
      {providers.map((provider) => (
        <Button key={provider} variant="default" loading={redirect.isPending && redirect.variables === provider} onClick={() => redirect.mutate(provider)}>
          {t('auth.login.withProvider', { provider })}
        </Button>
      ))}
    </Stack>
  );
}
