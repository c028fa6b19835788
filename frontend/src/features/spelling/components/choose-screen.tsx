import { Anchor, Button, Card, Group, NativeSelect, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { spellingRuleInfo, spellingRules, type SpellingRule } from '@plume/shared/french/spelling-rules';
import { spellingLevels, type SpellingLevel } from '@plume/shared/spelling/words';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { useLocaleFormat } from '@/lib/locale-format';
import { useSpellingCatalogue, type SpellingCatalogue } from '../api/get-spelling-catalogue';
import type { SpellingSourceInput } from '../api/start-spelling';

export const LISTS_PATH = '/voiceSpelling/voice-spelling-lists';

/**
 * How a session is opened from this screen: `onStart` online, word after word; `onDownload` (when the way of spelling
 * works offline) to play on this device without network. `starting`: the source a session is being opened or
 * downloaded from (its button spins, the others wait), or null.
 */
interface Openers {
  starting: SpellingSourceInput | null;
  onStart: (source: SpellingSourceInput) => void;
  onDownload?: (source: SpellingSourceInput) => void;
}

/**
 * What to practise: a session downloaded on this device, a list a parent made for the profile, or ten words of a level
 * (of one rule if chosen).
 */
export function ChooseScreen({ profileId, downloaded, ...openers }: Openers & { profileId: string; downloaded: ReactNode }) {
  const catalogue = useSpellingCatalogue(profileId);
  return (
    <Stack gap="xl">
      {downloaded}
      <QueryState query={catalogue}>
        {(data) => (
          <Stack gap="xl">
            <Lists catalogue={data} {...openers} />
            <Levels catalogue={data} {...openers} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

function Lists({ catalogue, starting, onStart, onDownload }: Openers & { catalogue: SpellingCatalogue }) {
  const { t } = useTranslation();
  const format = useLocaleFormat();
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="baseline">
        <Title order={2} size="h3">{t('spelling.choose.lists')}</Title>
        <Anchor component={Link} to={LISTS_PATH}>{t('spelling.choose.manageLists')}</Anchor>
      </Group>
      {catalogue.lists.length === 0 ? (
        <EmptyState>{t('spelling.choose.noList')}</EmptyState>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {catalogue.lists.map((list) => (
            <Card key={list.listId} withBorder radius="md" padding="md">
              <Stack gap="xs" h="100%" justify="space-between">
                <div>
                  <Title order={3} size="h4">{list.name}</Title>
                  <Text size="sm" c="dimmed">
                    {t('spelling.choose.words', { count: list.words.length })}
                    {list.targetDate ? ` · ${t('spelling.choose.target', { date: format.date(`${list.targetDate}T12:00:00`, { dateStyle: 'long' }) })}` : ''}
                  </Text>
                </div>
                <Group gap="xs">
                  <Button onClick={() => onStart({ kind: 'list', listId: list.listId })} loading={starting?.kind === 'list' && starting.listId === list.listId} disabled={starting !== null} aria-label={t('spelling.choose.practiseList', { name: list.name })}>
                    {t('spelling.choose.practise')}
                  </Button>
                  {onDownload && (
                    <Button variant="light" onClick={() => onDownload({ kind: 'list', listId: list.listId })} disabled={starting !== null} aria-label={t('spelling.offline.downloadList', { title: list.name })}>
                      {t('spelling.offline.download')}
                    </Button>
                  )}
                </Group>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

/**
 * The level and rule a link asks to practise (`?level=ce2&rule=accent-aigu`, from a dictation's correction): the rule
 * at that level if the bank has words of it there, else at the first level that has, else the first level, all rules.
 */
function practisedFrom(catalogue: SpellingCatalogue, params: URLSearchParams): { level: SpellingLevel; rule: SpellingRule | '' } {
  const asked = params.get('level');
  const level = spellingLevels.find((candidate) => candidate === asked) ?? 'cp';
  const rule = spellingRules.find((candidate) => candidate === params.get('rule'));
  if (!rule) return { level, rule: '' };
  const has = (candidate: SpellingLevel) => catalogue.levels.some((entry) => entry.level === candidate && entry.rules.some((r) => r.rule === rule));
  const found = has(level) ? level : spellingLevels.find(has);
  return found ? { level: found, rule } : { level, rule: '' };
}

function Levels({ catalogue, starting, onStart, onDownload }: Openers & { catalogue: SpellingCatalogue }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const initial = practisedFrom(catalogue, params);
  const [level, setLevel] = useState<SpellingLevel>(initial.level);
  const [rule, setRule] = useState<SpellingRule | ''>(initial.rule);
  const rules = catalogue.levels.find((entry) => entry.level === level)?.rules ?? [];
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Title order={2} size="h3">{t('spelling.choose.bank')}</Title>
        <Text>{t('spelling.choose.bankAbout')}</Text>
        <Group align="flex-end" gap="md" wrap="wrap">
          <NativeSelect
            label={t('spelling.choose.level')}
            value={level}
            onChange={(event) => {
              setLevel(event.currentTarget.value as SpellingLevel);
              setRule('');
            }}
            data={spellingLevels.map((value) => ({ value, label: t(`spelling.levels.${value}`) }))}
          />
          <NativeSelect
            label={t('spelling.choose.rule')}
            value={rule}
            onChange={(event) => setRule(event.currentTarget.value as SpellingRule | '')}
            data={[{ value: '', label: t('spelling.choose.allRules') }, ...rules.map((entry) => ({ value: entry.rule, label: `${spellingRuleInfo[entry.rule].label} (${entry.words})` }))]}
          />
          <Button onClick={() => onStart({ kind: 'level', level, ...(rule ? { rule } : {}) })} loading={starting?.kind === 'level'} disabled={starting !== null}>
            {t('spelling.choose.start')}
          </Button>
          {onDownload && (
            <Button variant="light" onClick={() => onDownload({ kind: 'level', level, ...(rule ? { rule } : {}) })} disabled={starting !== null}>
              {t('spelling.offline.download')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
