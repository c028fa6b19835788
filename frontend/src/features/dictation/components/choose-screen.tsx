import { Badge, Button, Card, Chip, Group, SegmentedControl, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { dictationBaremes, type DictationBareme } from '@plume/shared/dictation/correction';
import { dictationLevels, type DictationLevel } from '@plume/shared/dictation/passage';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { useLocaleFormat } from '@/lib/locale-format';
import type { DictationCatalogue, PassageSummary, UnfinishedDictation } from '../api/get-dictations';
import { useUpdateDictationSettings } from '../api/update-dictation-settings';
import { HeadphonesIcon } from './player-icons';
import { SourceLine } from './source-line';

const LEVEL_PARAM = 'niveau';
const isLevel = (value: string | null): value is DictationLevel => dictationLevels.some((level) => level === value);
const listStyle = { listStyle: 'none', padding: 0, margin: 0 } as const;

interface ChooseScreenProps {
  profileId: string;
  catalogue: DictationCatalogue;
  /** The passage or personal dictation being started (its button spins). */
  starting: { passageId: string } | { personal: true } | null;
  onStart: (passageId: string) => void;
  /** Downloads a passage to write it offline (docs/offline.md). */
  onDownload: (passageId: string) => void;
  onStartPersonal: (level: DictationLevel | undefined) => void;
  /** The unfinished dictation being reopened (its button spins). */
  resuming: string | null;
  onResume: (unfinished: UnfinishedDictation) => void;
}

/**
 * The dictation to resume when one is unfinished (the newest), the passage bank by level (filterable, the level in
 * the address), the personal dictation, and the marking settings.
 */
export function ChooseScreen({ profileId, catalogue, starting, onStart, onDownload, onStartPersonal, resuming, onResume }: ChooseScreenProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const level = isLevel(search.get(LEVEL_PARAM)) ? (search.get(LEVEL_PARAM) as DictationLevel) : undefined;
  const filterLabel = useId();
  const levels = dictationLevels.filter((candidate) => (level ? candidate === level : true));
  const busy = starting !== null || resuming !== null;
  const open = new Set(catalogue.unfinished.flatMap((unfinished) => (unfinished.passageId ? [unfinished.passageId] : [])));

  return (
    <Stack gap="xl">
      {/* Opening a dictation may take a few seconds the first time: its speech is rendered on the server then. */}
      <Text role="status" aria-live="polite" c="dimmed" size="sm" mih="1.5em">
        {busy ? t('dictation.choose.preparing') : ''}
      </Text>
      {catalogue.unfinished[0] && <ResumeCard unfinished={catalogue.unfinished} resuming={resuming} disabled={busy} onResume={onResume} />}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card withBorder radius="md" padding="lg" bg="var(--mantine-color-indigo-light)">
          <Stack gap="sm" h="100%" justify="space-between">
            <div>
              <Title order={2} size="h3">
                {t('dictation.choose.personal.title')}
              </Title>
              <Text mt={4}>{t('dictation.choose.personal.body')}</Text>
              {level && (
                <Text size="sm" c="dimmed" mt={4}>
                  {t('dictation.choose.personal.atLevel', { level: t(`dictationTerms.levels.${level}`) })}
                </Text>
              )}
            </div>
            <Button
              size="md"
              leftSection={<HeadphonesIcon size={20} />}
              onClick={() => onStartPersonal(level)}
              loading={starting !== null && 'personal' in starting}
              disabled={busy && !(starting !== null && 'personal' in starting)}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('dictation.choose.personal.start')}
            </Button>
          </Stack>
        </Card>
        <SettingsPanel profileId={profileId} settings={catalogue.settings} />
      </SimpleGrid>

      <div>
        <Text id={filterLabel} fw={500} mb={6}>
          {t('dictation.choose.level')}
        </Text>
        <Chip.Group
          multiple={false}
          value={level ?? 'all'}
          onChange={(value) => setSearch(value === 'all' ? {} : { [LEVEL_PARAM]: value }, { replace: true })}
        >
          <Group gap="xs" role="radiogroup" aria-labelledby={filterLabel}>
            {(['all', ...dictationLevels] as const).map((value) => (
              <Chip key={value} value={value} name="dictation-level" variant="outline">
                {value === 'all' ? t('dictation.choose.allLevels') : t(`dictationTerms.levels.${value}`)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </div>

      {catalogue.passages.length === 0 ? (
        <EmptyState>{t('dictation.choose.emptyAll')}</EmptyState>
      ) : (
        levels.map((shown) => {
          const passages = catalogue.passages.filter((passage) => passage.level === shown);
          if (!level && passages.length === 0) return null;
          return (
            <section key={shown} aria-labelledby={`dictation-level-${shown}`}>
              <Title order={2} size="h3" id={`dictation-level-${shown}`} mb="md">
                {t(`dictationTerms.levels.${shown}`)}
              </Title>
              {passages.length === 0 ? (
                <EmptyState>{t('dictation.choose.empty')}</EmptyState>
              ) : (
                <SimpleGrid
                  cols={{ base: 1, sm: 2, lg: 3 }}
                  spacing="lg"
                  component="ul"
                  style={listStyle}
                  aria-label={t('dictation.choose.passagesOf', { level: t(`dictationTerms.levels.${shown}`) })}
                >
                  {passages.map((passage) => (
                    <li key={passage.id}>
                      <PassageCard passage={passage} open={open.has(passage.id)} starting={starting !== null && 'passageId' in starting && starting.passageId === passage.id} disabled={busy} onStart={onStart} onDownload={onDownload} />
                    </li>
                  ))}
                </SimpleGrid>
              )}
            </section>
          );
        })
      )}
    </Stack>
  );
}

/** The newest unfinished dictation, and how many others wait. */
function ResumeCard({ unfinished, resuming, disabled, onResume }: { unfinished: DictationCatalogue['unfinished']; resuming: string | null; disabled: boolean; onResume: (unfinished: UnfinishedDictation) => void }) {
  const { t } = useTranslation();
  const format = useLocaleFormat();
  const headingId = useId();
  const newest = unfinished[0]!;
  const facts = { title: newest.title, level: t(`dictationTerms.levels.${newest.level}`), when: format.relative(newest.savedAt ?? newest.startedAt) };
  return (
    <Card component="section" aria-labelledby={headingId} withBorder radius="md" padding="lg">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <div>
          <Title order={2} size="h3" id={headingId}>
            {t('dictation.choose.unfinished.title')}
          </Title>
          <Text>{newest.passageId ? t('dictation.choose.unfinished.about', facts) : t('dictation.choose.unfinished.aboutPersonal', facts)}</Text>
          {unfinished.length > 1 && (
            <Text size="sm" c="dimmed">
              {t('dictation.choose.unfinished.others', { count: unfinished.length - 1 })}
            </Text>
          )}
        </div>
        <Button onClick={() => onResume(newest)} loading={resuming === newest.attemptId} disabled={disabled && resuming !== newest.attemptId}>
          {t('dictation.choose.unfinished.action')}
        </Button>
      </Group>
    </Card>
  );
}

function PassageCard({ passage, open, starting, disabled, onStart, onDownload }: {
  passage: PassageSummary; open: boolean; starting: boolean; disabled: boolean; onStart: (id: string) => void; onDownload: (id: string) => void;
}) {
  const { t } = useTranslation();
  const format = useLocaleFormat();
  return (
    <Card withBorder radius="md" padding="lg" h="100%">
      <Stack gap="xs" h="100%">
        <Title order={3} size="h4">
          {passage.title}
        </Title>
        {passage.source && <SourceLine source={passage.source} />}
        <Text size="sm">
          {t('dictation.choose.words', { count: passage.words })} · {t('dictation.choose.phrases', { count: passage.phrases })}
        </Text>
        {passage.tags.length > 0 && (
          <Group gap={4} component="ul" style={listStyle} aria-label={t('dictation.choose.tags')}>
            {passage.tags.map((tag) => (
              <Badge key={tag} component="li" variant="light" color="gray" tt="none" fw={500}>
                {t(`dictationTerms.points.${tag}`)}
              </Badge>
            ))}
          </Group>
        )}
        <Text size="sm" c="dimmed" mt="auto">
          {passage.best !== undefined && `${t('dictation.choose.best', { value: format.number(passage.best) })} · `}
          {passage.attempts > 0 ? t('dictation.choose.attempts', { count: passage.attempts }) : t('dictation.choose.neverDone')}
        </Text>
        {open && (
          <Text size="sm" fw={500}>
            {t('dictation.choose.inProgress')}
          </Text>
        )}
        {/* Starting a passage already started reopens that attempt (the server's rule), so the button says so. */}
        <Button
          variant="light"
          onClick={() => onStart(passage.id)}
          loading={starting}
          disabled={disabled && !starting}
          aria-label={t(open ? 'dictation.choose.resumeNamed' : 'dictation.choose.startNamed', { title: passage.title })}
          style={{ alignSelf: 'flex-start' }}
        >
          {t(open ? 'dictation.choose.resume' : 'dictation.choose.start')}
        </Button>
        <Button variant="subtle" onClick={() => onDownload(passage.id)} disabled={disabled} aria-label={t('dictation.offline.downloadNamed', { title: passage.title })} style={{ alignSelf: 'flex-start' }}>
          {t('dictation.offline.download')}
        </Button>
      </Stack>
    </Card>
  );
}

function SettingsPanel({ profileId, settings }: { profileId: string; settings: DictationCatalogue['settings'] }) {
  const { t } = useTranslation();
  const update = useUpdateDictationSettings();
  const headingId = useId();
  const baremeId = useId();
  const reformedId = useId();
  const save = (changed: Partial<DictationCatalogue['settings']>) => update.mutate({ profileId, settings: { ...settings, ...changed } });
  return (
    <Card component="section" aria-labelledby={headingId} withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Title order={2} size="h3" id={headingId}>
          {t('dictation.choose.settings.title')}
        </Title>
        <div>
          <Text id={baremeId} size="sm" fw={500} mb={4}>
            {t('dictation.choose.settings.bareme')}
          </Text>
          <SegmentedControl
            aria-labelledby={baremeId}
            value={settings.bareme}
            onChange={(value) => save({ bareme: value as DictationBareme })}
            data={dictationBaremes.map((bareme) => ({ value: bareme, label: t(`dictationTerms.baremes.${bareme}`) }))}
          />
          <Text size="sm" c="dimmed" mt={4}>
            {t(`dictationTerms.baremeDescriptions.${settings.bareme}`)}
          </Text>
        </div>
        <div>
          {/* The description stays out of the switch's label, which would otherwise read it as part of the name. */}
          <Switch
            checked={settings.acceptReformed1990}
            onChange={(event) => save({ acceptReformed1990: event.currentTarget.checked })}
            label={t('dictation.choose.settings.reformed')}
            aria-describedby={reformedId}
          />
          <Text id={reformedId} size="sm" c="dimmed" mt={4}>
            {t('dictation.choose.settings.reformedDescription')}
          </Text>
        </div>
      </Stack>
    </Card>
  );
}
