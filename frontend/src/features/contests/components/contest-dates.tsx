import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '@/lib/locale-format';

const dateTime: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeStyle: 'short' };

/** « Du 26 novembre 2026 à 10:00 au 27 novembre 2026 à 18:00 », in the page's language. */
export function ContestDates({ startsAt, endsAt }: { startsAt: string; endsAt: string }) {
  const { t } = useTranslation();
  const format = useLocaleFormat();
  return (
    <Text size="sm">
      {t('contests.period', { start: format.date(startsAt, dateTime), end: format.date(endsAt, dateTime) })}
    </Text>
  );
}
