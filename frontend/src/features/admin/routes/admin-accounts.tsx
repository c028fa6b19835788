import { Badge, Button, Group, SegmentedControl, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppPage } from '@/components/app-page';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { LoadMore } from '@/components/load-more';
import { QueryState } from '@/components/query-state';
import { useLocaleFormat } from '@/lib/locale-format';
import { useSession } from '@/lib/session';
import { useAccounts, type AccountSearchField, type ListedAccount } from '../api/list-accounts';
import { useSetAccountStatus } from '../api/set-account-status';

/** `/admin/accounts`: search accounts by e-mail or name, deactivate (after a confirmation) or reactivate them. */
export function AdminAccountsRoute() {
  const { t } = useTranslation();
  const [field, setField] = useState<AccountSearchField>('email');
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search.trim());
  const accounts = useAccounts(field, deferredSearch);
  const [deactivating, setDeactivating] = useState<ListedAccount | undefined>();
  const setStatus = useSetAccountStatus();
  return (
    <AppPage title={t('adminConsole.accounts.title')} subtitle={t('adminConsole.accounts.subtitle')} back="/admin" size="xl">
      <Stack gap="lg">
        <Group align="flex-end">
          <Stack gap={4}>
            <Text size="sm" fw={500} id="account-search-field">
              {t('adminConsole.accounts.field')}
            </Text>
            <SegmentedControl
              aria-labelledby="account-search-field"
              value={field}
              onChange={(value) => setField(value as AccountSearchField)}
              data={[
                { value: 'email', label: t('adminConsole.accounts.byEmail') },
                { value: 'name', label: t('adminConsole.accounts.byName') },
              ]}
            />
          </Stack>
          <TextInput
            type="search"
            label={t('adminConsole.accounts.search')}
            placeholder={t('adminConsole.accounts.searchHint')}
            maxLength={100}
            value={search}
            // A quote or backslash can be in no address or name the filter finds: leave them out as they are typed.
            onChange={(event) => setSearch(event.currentTarget.value.replace(/["\\]/g, ''))}
          />
        </Group>
        <QueryState query={accounts}>
          {({ pages }) => {
            const list = pages.flatMap((page) => page.accounts);
            if (list.length === 0) return <EmptyState>{t('adminConsole.accounts.empty')}</EmptyState>;
            return (
              <Stack gap="md">
                <Table.ScrollContainer minWidth={860}>
                  <Table striped verticalSpacing="sm" aria-label={t('adminConsole.accounts.caption')}>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{t('adminConsole.accounts.columns.person')}</Table.Th>
                        <Table.Th>{t('adminConsole.accounts.columns.status')}</Table.Th>
                        <Table.Th>{t('adminConsole.accounts.columns.subscription')}</Table.Th>
                        <Table.Th>{t('adminConsole.accounts.columns.since')}</Table.Th>
                        <Table.Th>{t('adminConsole.accounts.columns.actions')}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {list.map((account) => (
                        <AccountRow key={account.uid} account={account} onDeactivate={() => setDeactivating(account)} />
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
                <LoadMore query={accounts} label={t('adminConsole.accounts.more')} />
              </Stack>
            );
          }}
        </QueryState>
      </Stack>
      <ConfirmDialog
        opened={!!deactivating}
        title={t('adminConsole.accounts.confirmTitle')}
        confirmLabel={t('adminConsole.accounts.deactivate')}
        pending={setStatus.isPending}
        onCancel={() => setDeactivating(undefined)}
        onConfirm={() => deactivating && setStatus.mutate({ uid: deactivating.uid, status: 'deactivated' }, { onSettled: () => setDeactivating(undefined) })}
      >
        {t('adminConsole.accounts.confirmBody', { email: deactivating?.email ?? '' })}
      </ConfirmDialog>
    </AppPage>
  );
}

const statusColor = { active: 'teal', deactivated: 'red', missing: 'gray' } as const;

function AccountRow({ account, onDeactivate }: { account: ListedAccount; onDeactivate: () => void }) {
  const { t } = useTranslation();
  const format = useLocaleFormat();
  const selfUid = useSession().user?.uid;
  const setStatus = useSetAccountStatus();
  const isSelf = account.uid === selfUid;
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={500}>
          {account.email}
        </Text>
        {account.name && (
          <Text size="sm" c="dimmed">
            {account.name}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Group gap="xs">
          <Badge variant="light" color={statusColor[account.status]}>
            {t(`adminConsole.accounts.status.${account.status}`)}
          </Badge>
          {!account.signInEnabled && account.status !== 'deactivated' && (
            <Badge variant="light" color="orange">
              {t('adminConsole.accounts.signInDisabled')}
            </Badge>
          )}
        </Group>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{account.isPremium ? t('adminConsole.accounts.premium') : t('adminConsole.accounts.free')}</Text>
      </Table.Td>
      <Table.Td>
        {account.createdAt ? (
          <Text size="sm" component="time" dateTime={account.createdAt}>
            {format.date(account.createdAt, { dateStyle: 'medium' })}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            —
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        {isSelf ? (
          <Text size="sm" c="dimmed">
            {t('adminConsole.accounts.you')}
          </Text>
        ) : account.status === 'deactivated' ? (
          <Button
            size="xs"
            variant="light"
            loading={setStatus.isPending}
            aria-label={t('adminConsole.accounts.reactivateFor', { email: account.email })}
            onClick={() => setStatus.mutate({ uid: account.uid, status: 'active' })}
          >
            {t('adminConsole.accounts.reactivate')}
          </Button>
        ) : account.status === 'active' ? (
          <Button size="xs" variant="light" color="red" aria-label={t('adminConsole.accounts.deactivateFor', { email: account.email })} onClick={onDeactivate}>
            {t('adminConsole.accounts.deactivate')}
          </Button>
        ) : null}
      </Table.Td>
    </Table.Tr>
  );
}
