import { Radio, Stack, Text, Textarea } from '@mantine/core';
import { Dialog } from '@/components/dialog';
import { reportReasons } from '@plume/shared/quiz/play-requests';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportReason } from '../api/report-question';
import { FormActions } from '@/components/form-actions';

const DETAILS_MAX = 500;

interface ReportDialogProps {
  /** The question's text, recalled at the top of the dialog; the dialog is open while it is set. */
  question?: string;
  pending: boolean;
  onSend: (report: { reason: ReportReason; details?: string }) => void;
  onClose: () => void;
}

/** "Signaler": why a question is wrong (one reason, required) and, if the player wishes, a few words more. */
export function ReportDialog({ question, pending, onSend, onClose }: ReportDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog opened={question !== undefined} onClose={onClose} title={t('quiz.report.title')} centered>
      {/* Mounted per opening, so each report starts blank. */}
      {question !== undefined && <ReportForm question={question} pending={pending} onSend={onSend} onCancel={onClose} />}
    </Dialog>
  );
}

function ReportForm({ question, pending, onSend, onCancel }: { question: string; pending: boolean; onSend: ReportDialogProps['onSend']; onCancel: () => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setMissingReason(true);
      return;
    }
    const trimmed = details.trim();
    onSend({ reason, ...(trimmed ? { details: trimmed } : {}) });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {question}
        </Text>
        <Radio.Group
          label={t('quiz.report.reason')}
          value={reason}
          onChange={(value) => {
            setReason(value as ReportReason);
            setMissingReason(false);
          }}
          error={missingReason ? t('quiz.report.reasonRequired') : undefined}
          required
        >
          <Stack gap="xs" mt="xs">
            {reportReasons.map((value) => (
              <Radio key={value} value={value} label={t(`quiz.report.reasons.${value}`)} data-autofocus={value === reportReasons[0] || undefined} />
            ))}
          </Stack>
        </Radio.Group>
        <Textarea
          label={t('quiz.report.details')}
          description={t('quiz.report.detailsHint', { max: DETAILS_MAX })}
          rows={3}
          maxLength={DETAILS_MAX}
          value={details}
          onChange={(event) => setDetails(event.currentTarget.value)}
        />
        <FormActions onCancel={onCancel} pending={pending} submitLabel={t('quiz.report.send')} submitColor="red" />
      </Stack>
    </form>
  );
}
