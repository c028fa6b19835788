import { Alert, Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeField } from '@/components/code-field';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { QueryState } from '@/components/query-state';
import { useForm } from '@/lib/form';
import { useSession } from '@/lib/session';
import { confirmPhoneNumber, removePhoneNumber, resendPhoneCode, setPhoneNumber, usePhoneNumber, usePhoneNumberMutation, type PhoneNumber } from '../api/phone-number';
import { formatPhoneNumber, parsePhoneNumber } from '@/lib/phone-number';
import { Section } from './section';

/**
 * « Numéro de téléphone »: the number that signs in with an SMS code (login page, « Se connecter par SMS »). Added or
 * changed, it is unverified until the code Cognito sends by SMS comes back; removing it stops phone sign-in, so it
 * asks first.
 */
export function PhoneNumberSetting() {
  const { t } = useTranslation();
  const phone = usePhoneNumber();
  return (
    <Section title={t('account.phone.title')} description={t('account.phone.description')}>
      {phone.isError ? (
        // Amplify's own words (often English, technical) are not for people: the catalogue's are.
        <Stack gap="sm" align="flex-start" role="alert">
          <Text>{phone.error.name === 'NetworkError' ? t('messages.network_error') : t('account.phone.errors.load')}</Text>
          <Button variant="light" onClick={() => void phone.refetch()} loading={phone.isFetching}>
            {t('common.retry')}
          </Button>
        </Stack>
      ) : (
        <QueryState query={phone}>{(data) => <PhoneNumberPanel current={data} />}</QueryState>
      )}
    </Section>
  );
}

type Step = { name: 'view' } | { name: 'typing' } | { name: 'code'; phoneNumber: string };
type Notice = { kind: 'verified' | 'removed'; phoneNumber?: string };

function PhoneNumberPanel({ current }: { current: PhoneNumber }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const [step, setStep] = useState<Step>({ name: 'view' });
  const [notice, setNotice] = useState<Notice>();
  const [confirmingRemoval, setConfirmingRemoval] = useState(false);
  const noticeRef = useRef<HTMLDivElement>(null);
  const remove = usePhoneNumberMutation(removePhoneNumber);
  const resend = usePhoneNumberMutation(resendPhoneCode);
  // Staff sign in with an authenticator app: a number would sign them in by SMS alone (shared/src/staff-mfa.ts).
  const staff = !!user && (user.groups.length > 0 || user.mfaSetupRequired);

  // A finished step's outcome takes the focus, so it is read out and the next Tab goes on from there.
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const start = () => {
    setNotice(undefined);
    setStep({ name: 'typing' });
  };
  const verifyCurrent = (phoneNumber: string) => {
    setNotice(undefined);
    resend.mutate(undefined, { onSuccess: () => setStep({ name: 'code', phoneNumber }) });
  };
  const confirmRemoval = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setConfirmingRemoval(false);
        setStep({ name: 'view' });
        setNotice({ kind: 'removed' });
      },
    });

  if (step.name === 'typing') {
    return <NumberForm current={current.phoneNumber} onCancel={() => setStep({ name: 'view' })} onSent={(phoneNumber) => setStep({ name: 'code', phoneNumber })} />;
  }
  if (step.name === 'code') {
    return (
      <CodeForm
        phoneNumber={step.phoneNumber}
        onCancel={() => setStep({ name: 'view' })}
        onVerified={() => {
          setStep({ name: 'view' });
          setNotice({ kind: 'verified', phoneNumber: step.phoneNumber });
        }}
      />
    );
  }

  const shown = current.phoneNumber && formatPhoneNumber(current.phoneNumber);
  return (
    <Stack gap="md">
      {notice && (
        <Alert ref={noticeRef} tabIndex={-1} color="green" role="status">
          {notice.kind === 'verified' ? t('account.phone.done', { phone: formatPhoneNumber(notice.phoneNumber ?? '') }) : t('account.phone.removed')}
        </Alert>
      )}
      <StepError error={remove.error ?? resend.error} />
      {current.phoneNumber ? (
        <>
          <Group gap="sm">
            <Text fw={600} size="lg" data-testid="phone-number">
              {shown}
            </Text>
            {current.verified ? (
              <Badge color="teal" variant="light">
                {t('account.phone.verified')}
              </Badge>
            ) : (
              <Badge color="yellow" variant="light">
                {t('account.phone.unverified')}
              </Badge>
            )}
          </Group>
          <Text size="sm">{current.verified ? t('account.phone.verifiedHelp') : t('account.phone.unverifiedHelp')}</Text>
          <Group gap="sm">
            {!current.verified && (
              <Button onClick={() => verifyCurrent(current.phoneNumber!)} loading={resend.isPending}>
                {t('account.phone.verify')}
              </Button>
            )}
            {!staff && (
              <Button variant="light" onClick={start}>
                {t('account.phone.change')}
              </Button>
            )}
            <Button variant="light" color="red" onClick={() => setConfirmingRemoval(true)}>
              {t('account.phone.remove')}
            </Button>
          </Group>
        </>
      ) : staff ? (
        <Text size="sm">{t('account.phone.staff')}</Text>
      ) : (
        <>
          <Text size="sm">{t('account.phone.none')}</Text>
          <Group>
            <Button onClick={start}>{t('account.phone.add')}</Button>
          </Group>
        </>
      )}
      <ConfirmDialog
        opened={confirmingRemoval}
        title={t('account.phone.removeTitle')}
        confirmLabel={t('account.phone.removeConfirm')}
        pending={remove.isPending}
        onCancel={() => setConfirmingRemoval(false)}
        onConfirm={confirmRemoval}
      >
        {t(current.verified ? 'account.phone.removeBody' : 'account.phone.removeUnverifiedBody', { phone: shown })}
      </ConfirmDialog>
    </Stack>
  );
}

/** The number, as typed (06…, 07…, or +country code), checked here first; Cognito then sends the code. */
function NumberForm({ current, onCancel, onSent }: { current: string | undefined; onCancel: () => void; onSent: (phoneNumber: string) => void }) {
  const { t } = useTranslation();
  const send = usePhoneNumberMutation(setPhoneNumber);
  const form = useForm({
    initialValues: { phoneNumber: current ? formatPhoneNumber(current) : '' },
    validate: ({ phoneNumber }) => {
      const parsed = parsePhoneNumber(phoneNumber);
      return { phoneNumber: parsed.success ? undefined : t(`account.phone.errors.${parsed.error}`) };
    },
  });
  const submit = form.onSubmit(({ phoneNumber }) => {
    const parsed = parsePhoneNumber(phoneNumber);
    if (parsed.success) send.mutate(parsed.phoneNumber, { onSuccess: () => onSent(parsed.phoneNumber) });
  });
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <StepError error={send.error} />
        <TextInput
          label={t('account.phone.field')}
          description={t('account.phone.fieldHint')}
          type="tel"
          autoComplete="tel"
          required
          autoFocus
          maxLength={24}
          {...form.getInputProps('phoneNumber')}
        />
        <Group gap="sm">
          <Button type="submit" loading={send.isPending}>
            {t('account.phone.sendCode')}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The 6-digit code Cognito sent by SMS; a new one on request. */
function CodeForm({ phoneNumber, onCancel, onVerified }: { phoneNumber: string; onCancel: () => void; onVerified: () => void }) {
  const { t } = useTranslation();
  const confirm = usePhoneNumberMutation(confirmPhoneNumber);
  const resend = usePhoneNumberMutation(resendPhoneCode);
  const [resent, setResent] = useState(false);
  const form = useForm({
    initialValues: { code: '' },
    validate: ({ code }) => ({ code: /^\d{6}$/.test(code.trim()) ? undefined : t('account.phone.errors.codeFormat') }),
  });
  const submit = form.onSubmit(({ code }) => {
    setResent(false);
    confirm.mutate(code.trim(), { onSuccess: onVerified });
  });
  const again = () => {
    confirm.reset();
    resend.mutate(undefined, { onSuccess: () => setResent(true) });
  };
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <Text>{t('account.phone.codeSent', { phone: formatPhoneNumber(phoneNumber) })}</Text>
        <StepError error={confirm.error ?? resend.error} />
        {resent && (
          <Alert color="green" role="status">
            {t('account.phone.resent')}
          </Alert>
        )}
        <CodeField label={t('account.phone.code')} description={t('account.phone.codeHint')} autoFocus {...form.getInputProps('code')} />
        <Group gap="sm">
          <Button type="submit" loading={confirm.isPending}>
            {t('account.phone.confirm')}
          </Button>
          <Button variant="light" onClick={again} loading={resend.isPending}>
            {t('account.phone.resend')}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A refused step, said in the catalogue's words beside the form. */
function StepError({ error }: { error: Error | null }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <Alert color="red" role="alert">
      {phoneErrorMessage(error, t)}
    </Alert>
  );
}

/** Cognito's error names (Amplify keeps them as the error's name), worded for people. */
export function phoneErrorMessage(error: Error, t: TFunction): string {
  switch (error.name) {
    case 'CodeMismatchException':
      return t('account.phone.errors.wrongCode');
    case 'ExpiredCodeException':
      return t('account.phone.errors.expiredCode');
    case 'LimitExceededException':
    case 'TooManyFailedAttemptsException':
    case 'TooManyRequestsException':
      return t('account.phone.errors.tooManyAttempts');
    case 'AliasExistsException':
      return t('account.phone.errors.taken');
    case 'InvalidParameterException':
      return t('account.phone.errors.refused');
    case 'NetworkError':
      return t('messages.network_error');
    default:
      console.error('The phone number step failed', error);
      return t('account.phone.errors.generic');
  }
}
