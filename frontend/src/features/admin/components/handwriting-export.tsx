import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '@/lib/locale-format';
import { useExportHandwritingSamples, type ExportedHandwritingSample } from '../api/export-handwriting-samples';

/** `plume-ecriture-YYYY-MM-DD.json`, dated on the admin's own calendar. */
export function exportFileName(now = new Date()): string {
  const day = [now.getFullYear(), now.getMonth() + 1, now.getDate()].map((part) => String(part).padStart(2, '0')).join('-');
  return `plume-ecriture-${day}.json`;
}

/** Hands the samples to the browser as a JSON file, exactly as the API gave them. */
function downloadJson(samples: readonly ExportedHandwritingSample[], fileName: string): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify({ samples })], { type: 'application/json' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * The handwritten letters families gave with their consent (docs/handwriting.md, « Real samples »), exported whole as
 * one JSON file to train and measure the recognizer offline. Read page by page; the count read so far is announced.
 */
export function HandwritingExport() {
  const { t } = useTranslation();
  const format = useLocaleFormat();
  const exporting = useExportHandwritingSamples();
  const fileName = exportFileName();

  const start = () =>
    exporting.mutate(undefined, {
      onSuccess: (samples) => {
        if (samples.length > 0) downloadJson(samples, fileName);
      },
    });

  const count = (value: number) => ({ count: value, formatted: format.number(value) });
  const status = exporting.isPending
    ? t('adminConsole.handwriting.progress', count(exporting.read))
    : exporting.isSuccess
      ? exporting.data.length === 0
        ? t('adminConsole.handwriting.empty')
        : t('adminConsole.handwriting.done', { ...count(exporting.data.length), file: fileName })
      : '';

  return (
    <Card component="section" withBorder radius="md" padding="lg" aria-labelledby="handwriting-export-title">
      <Stack gap="sm">
        <Title id="handwriting-export-title" order={2} size="h4">
          {t('adminConsole.handwriting.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('adminConsole.handwriting.body')}
        </Text>
        {exporting.isError && (
          <Alert color="red" role="alert">
            {exporting.error.message}
          </Alert>
        )}
        <Group gap="md">
          <Button onClick={start} loading={exporting.isPending}>
            {t('adminConsole.handwriting.export')}
          </Button>
          {/* Always in the page, so a screen reader hears each change of what it says. */}
          <Text size="sm" role="status">
            {status}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}
