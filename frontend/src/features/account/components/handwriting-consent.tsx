import { Anchor, Stack, Switch, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { QueryState } from '@/components/query-state';
import { useHandwritingConsent, type HandwritingConsent } from '@/lib/account/handwriting-consent';
import { useLocaleFormat } from '@/lib/locale-format';
import { useSetHandwritingConsent } from '../api/set-handwriting-consent';
import { MutationError } from '@/components/mutation-error';
import { Section } from './section';

/**
 * The holder's consent to give the letters written by hand on the spelling page (docs/handwriting.md, « Real
 * samples »): what is kept, said plainly, and how many letters were given; while it is on, a link to the sheet of
 * letters to write. Stopping deletes them, so it asks first.
 */
export function HandwritingConsentSetting() {
  const { t } = useTranslation();
  const consent = useHandwritingConsent();
  return (
    <Section title={t('account.handwriting.title')}>
      <QueryState query={consent}>{(data) => <ConsentSwitch consent={data} />}</QueryState>
    </Section>
  );
}

function ConsentSwitch({ consent }: { consent: HandwritingConsent }) {
  const { t } = useTranslation();
  const format = useLocaleFormat();
  const setConsent = useSetHandwritingConsent();
  const [confirming, setConfirming] = useState(false);
  const descriptionId = useId();
  const count = { count: consent.samples, formatted: format.number(consent.samples) };

  const change = (wanted: boolean) => {
    // Nothing given yet: stopping deletes nothing, so there is nothing to confirm.
    if (!wanted && consent.samples > 0) setConfirming(true);
    else setConsent.mutate({ consent: wanted });
  };
  const stop = () => setConsent.mutate({ consent: false }, { onSuccess: () => setConfirming(false) });

  return (
    <Stack gap="sm">
      <MutationError error={setConsent.error} />
      <Switch
        checked={consent.consent}
        onChange={(event) => change(event.currentTarget.checked)}
        disabled={setConsent.isPending}
        label={t('account.handwriting.switch')}
        // Said apart from the label (Mantine's description sits inside it), so the switch's name stays short.
        aria-describedby={descriptionId}
      />
      <Text id={descriptionId} size="sm" c="dimmed">
        {t('account.handwriting.description')}
      </Text>
      <Text size="sm" data-testid="handwriting-samples-given">
        {t('account.handwriting.given', count)}
      </Text>
      {/* Families who give their letters can also write a whole sheet of them (docs/handwriting.md, « Real samples »). */}
      {consent.consent && (
        <Anchor component={Link} to="/profile/handwriting-sheet" size="sm">
          {t('account.handwriting.sheet')}
        </Anchor>
      )}
      <ConfirmDialog
        opened={confirming}
        title={t('account.handwriting.stopTitle')}
        confirmLabel={t('account.handwriting.stop')}
        pending={setConsent.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={stop}
      >
        {t('account.handwriting.stopBody', count)}
      </ConfirmDialog>
    </Stack>
  );
}
