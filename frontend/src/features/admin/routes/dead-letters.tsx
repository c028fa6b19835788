import { Alert, Badge, Button, Code, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppPage } from '@/components/app-page';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { useLocaleFormat } from '@/lib/locale-format';
import { useDeadLetters, type ListedDeadLetter } from '../api/list-dead-letters';
import { useRedriveDeadLetter } from '../api/redrive-dead-letter';

/** `/admin/dead-letters`: the events every rule's dead-letter queue holds, each with a redrive button. */
export function DeadLettersRoute() {
  const { t } = useTranslation();
  const deadLetters = useDeadLetters();
  return (
    <AppPage
      title={t('adminConsole.deadLetters.title')}
      subtitle={t('adminConsole.deadLetters.subtitle')}
      back="/admin"
      size="xl"
      aside={
        <Button variant="default" onClick={() => void deadLetters.refetch()} loading={deadLetters.isFetching}>
          {t('adminConsole.deadLetters.refresh')}
        </Button>
      }
    >
      <QueryState query={deadLetters}>
        {({ deadLetters: letters, unreadable }) => (
          <Stack gap="md">
            {unreadable.length > 0 && <Alert color="yellow">{t('adminConsole.deadLetters.unreadable', { rules: unreadable.join(', ') })}</Alert>}
            {letters.length === 0 ? (
              <EmptyState>{t('adminConsole.deadLetters.empty')}</EmptyState>
            ) : (
              <Table.ScrollContainer minWidth={900}>
                <Table striped verticalSpacing="sm" aria-label={t('adminConsole.deadLetters.caption')}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('adminConsole.deadLetters.columns.rule')}</Table.Th>
                      <Table.Th>{t('adminConsole.deadLetters.columns.event')}</Table.Th>
                      <Table.Th>{t('adminConsole.deadLetters.columns.error')}</Table.Th>
                      <Table.Th>{t('adminConsole.deadLetters.columns.actions')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {letters.map((letter) => (
                      <DeadLetterRow key={`${letter.rule}/${letter.messageId}`} letter={letter} />
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Stack>
        )}
      </QueryState>
    </AppPage>
  );
}

function DeadLetterRow({ letter }: { letter: ListedDeadLetter }) {
  const { t } = useTranslation();
  const format = useLocaleFormat();
  const redrive = useRedriveDeadLetter();
  return (
    <Table.Tr>
      <Table.Td>
        <Badge variant="light" color="grape" tt="none">
          {letter.rule}
        </Badge>
      </Table.Td>
      <Table.Td maw={420}>
        <Text size="sm" fw={500}>
          {letter.detailType}
        </Text>
        {letter.time && (
          <Text size="xs" c="dimmed" component="time" dateTime={letter.time}>
            {format.date(letter.time, { dateStyle: 'medium', timeStyle: 'medium' })}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {t('adminConsole.deadLetters.receiveCount', { count: letter.receiveCount })}
        </Text>
        <details>
          <summary>
            <Text size="xs" span>
              {t('adminConsole.deadLetters.detail')}
            </Text>
          </summary>
          <Code block fz="xs">
            {letter.detail}
          </Code>
        </details>
      </Table.Td>
      <Table.Td maw={320}>
        <Text size="sm">{letter.error ?? '—'}</Text>
      </Table.Td>
      <Table.Td>
        <Group>
          <Button
            size="xs"
            variant="light"
            loading={redrive.isPending}
            aria-label={t('adminConsole.deadLetters.redriveFor', { type: letter.detailType, rule: letter.rule })}
            onClick={() => redrive.mutate({ rule: letter.rule, messageId: letter.messageId })}
          >
            {t('adminConsole.deadLetters.redrive')}
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
