import { Alert, Button, Code, FileInput, Group, List, Stack, Text, Textarea } from '@mantine/core';
import { adminImportQuestionsRequestSchema } from '@plume/shared/quiz/play-requests';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CSV_COLUMNS, useImportQuestions } from '../api/import-questions';
import { MutationError } from '@/components/mutation-error';

const csvSchema = adminImportQuestionsRequestSchema.shape.csv;

/** Imports questions from a CSV file or pasted text: all lines or none, with the wrong lines named. */
export function ImportPanel() {
  const { t } = useTranslation();
  const importing = useImportQuestions();
  const [csv, setCsv] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const tooLong = !csvSchema.safeParse(csv).success && csv.trim() !== '';
  const result = importing.data;

  const pick = async (picked: File | null) => {
    setFile(picked);
    importing.reset();
    setCsv(picked ? await picked.text() : '');
  };

  return (
    <Stack gap="lg" maw={880}>
      <Stack gap={6}>
        <Text>{t('adminQuestions.import.columns')}</Text>
        <Code block>{CSV_COLUMNS.join(',')}</Code>
        <Text size="sm" c="dimmed">
          {t('adminQuestions.import.hint')}
        </Text>
      </Stack>
      <FileInput label={t('adminQuestions.import.file')} placeholder={t('adminQuestions.import.filePlaceholder')} accept=".csv,text/csv" value={file} onChange={(picked) => void pick(picked)} clearable />
      <Textarea
        label={t('adminQuestions.import.paste')}
        value={csv}
        onChange={(event) => {
          importing.reset();
          setCsv(event.currentTarget.value);
        }}
        autosize
        minRows={6}
        maxRows={16}
        spellCheck={false}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
        error={tooLong ? t('adminQuestions.import.tooLong') : undefined}
      />
      <Group>
        <Button onClick={() => importing.mutate({ csv })} disabled={!csv.trim() || tooLong} loading={importing.isPending}>
          {t('adminQuestions.import.submit')}
        </Button>
      </Group>
      <MutationError error={importing.error} />
      {result &&
        (result.errors.length > 0 ? (
          <Alert color="red" role="alert" title={t('adminQuestions.import.rejected', { count: result.errors.length })}>
            <List size="sm" spacing={4}>
              {result.errors.map((error) => (
                <List.Item key={`${error.line}-${error.message}`}>{t('adminQuestions.import.lineError', { line: error.line, message: error.message })}</List.Item>
              ))}
            </List>
          </Alert>
        ) : (
          <Alert color="teal" role="status">
            {t('adminQuestions.import.imported', { count: result.imported })}
          </Alert>
        ))}
    </Stack>
  );
}
