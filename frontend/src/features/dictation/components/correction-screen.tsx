import { Anchor, Badge, Button, Card, Group, List, SegmentedControl, SimpleGrid, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { dictationBaremes, dictationErrorCategories, type DictationBareme, type DictationError, type DictationErrorCategory } from '@plume/shared/dictation/correction';
import type { DictationLevel } from '@plume/shared/dictation/passage';
import { explanationLevelOf, featureLabel, practiceSpellingRule, ruleExample, ruleExplanation } from '@plume/shared/dictation/rules';
import { spellingRuleInfo } from '@plume/shared/french/spelling-rules';
import type { SpellingLevel } from '@plume/shared/spelling/words';
import { useEffect, useId, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dictationCategoryStyle, useScoreText } from '@/lib/dictation-terms';
import { useLocaleFormat } from '@/lib/locale-format';
import type { DictationResult } from '../api/submit-dictation';
import { markSegments } from '../correction-marks';
import classes from '../dictation.module.css';
import { SourceLine } from './source-line';

interface CorrectionScreenProps {
  result: DictationResult;
  /** The dictation's level: explanations are written for a child up to CM, for older learners from 6ᵉ. */
  level: DictationLevel;
  /** A personal dictation at this level, which brings back the words and rules of the mistakes. */
  onPractise: () => void;
  /** « Recommencer »: the same passage again (a personal dictation gets a new one). */
  onAgain: () => void;
  againPending: boolean;
  onAnother: () => void;
}

/** The CSS variables that draw a category's marks (see `dictation.module.css`). */
export function markStyle(category: DictationErrorCategory): CSSProperties {
  const { color, line } = dictationCategoryStyle[category];
  return { '--mark-color': `var(--mantine-color-${color}-text)`, '--mark-bg': `var(--mantine-color-${color}-light)`, '--mark-line': line } as CSSProperties;
}

/** The corrected dictation: the mark under every barème, the text with each mistake marked, the copy, the mistakes explained, earlier attempts. */
export function CorrectionScreen({ result, level, onPractise, onAgain, againPending, onAnother }: CorrectionScreenProps) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const { correction } = result;
  const ordered = correction.errors.map((error, index) => ({ error, index })).sort((a, b) => a.error.start - b.error.start || a.index - b.index);
  /** Mistakes are numbered in reading order, in the text and in the list alike. */
  const numberOf = new Map(ordered.map(({ index }, position) => [index, position + 1]));

  useEffect(() => heading.current?.focus(), []);

  return (
    <Stack gap="xl">
      <div>
        <Title order={2} ref={heading} tabIndex={-1}>
          {t('dictation.correction.heading')} — {result.title}
        </Title>
        {result.source && <SourceLine source={result.source} />}
      </div>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <ScorePanel result={result} />
        <CategoryCounts counts={correction.counts} total={correction.errors.length} />
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <TextCard title={t('dictation.correction.reference')}>
          <p className={classes.text} lang="fr">
            <MarkedText reference={correction.reference} errors={correction.errors} numberOf={numberOf} />
          </p>
        </TextCard>
        <TextCard title={t('dictation.correction.answer')}>
          <p className={classes.text} lang="fr" data-testid="dictation-answer">
            {correction.answer}
          </p>
        </TextCard>
      </SimpleGrid>

      {ordered.length > 0 && <ErrorList errors={ordered.map(({ error }) => error)} level={level} />}
      {ordered.length > 0 && (
        <Section title={t('dictation.correction.practiseTitle')}>
          <Text>{t('dictation.correction.practiseAbout')}</Text>
          <Group>
            <Button variant="light" onClick={onPractise} loading={againPending}>
              {t('dictation.correction.practisePersonal')}
            </Button>
          </Group>
        </Section>
      )}

      <PreviousAttempts previous={result.previous} />

      <Group>
        <Button size="md" onClick={onAgain} loading={againPending}>
          {result.passageId ? t('dictation.correction.again') : t('dictation.correction.newPersonal')}
        </Button>
        <Button size="md" variant="default" onClick={onAnother}>
          {t('dictation.correction.another')}
        </Button>
      </Group>
    </Stack>
  );
}

/** « S'entraîner : Accent aigu », to the spelling bank's words of the rule a mistake breaks, when there is one. */
function PractiseLink({ rule, level }: { rule: string; level: DictationLevel }) {
  const { t } = useTranslation();
  const practised = practiceSpellingRule(rule);
  if (!practised) return null;
  return (
    <Anchor component={Link} to={`/keyboard-spelling?level=${spellingLevelOf[level]}&rule=${practised}`} size="sm">
      {t('dictation.correction.practise', { rule: spellingRuleInfo[practised].label })}
    </Anchor>
  );
}

function Section({ title, children, card = true }: { title: string; children: ReactNode; card?: boolean }) {
  const headingId = useId();
  const content = (
    <Stack gap="sm">
      <Title order={3} size="h4" id={headingId}>
        {title}
      </Title>
      {children}
    </Stack>
  );
  return card ? (
    <Card component="section" aria-labelledby={headingId} withBorder radius="md" padding="lg">
      {content}
    </Card>
  ) : (
    <section aria-labelledby={headingId}>{content}</section>
  );
}

const TextCard = ({ title, children }: { title: string; children: ReactNode }) => <Section title={title}>{children}</Section>;

function ScorePanel({ result }: { result: DictationResult }) {
  const { t } = useTranslation();
  const scoreText = useScoreText();
  const [bareme, setBareme] = useState<DictationBareme>(result.bareme);
  const switchId = useId();
  return (
    <Section title={t('dictation.correction.scoreLabel')}>
      <Text fz={40} fw={700} lh={1.1} data-testid="dictation-score" aria-live="polite">
        {scoreText(result.correction.scores, bareme)}
      </Text>
      <Text size="sm" c="dimmed">
        {t(`dictationTerms.baremeDescriptions.${bareme}`)}
      </Text>
      <div>
        <Text id={switchId} size="sm" fw={500} mb={4}>
          {t('dictation.correction.bareme')}
        </Text>
        <SegmentedControl
          aria-labelledby={switchId}
          value={bareme}
          onChange={(value) => setBareme(value as DictationBareme)}
          data={dictationBaremes.map((value) => ({ value, label: t(`dictationTerms.baremes.${value}`) }))}
        />
      </div>
    </Section>
  );
}

function CategoryCounts({ counts, total }: { counts: Partial<Record<DictationErrorCategory, number>>; total: number }) {
  const { t } = useTranslation();
  const present = dictationErrorCategories.filter((category) => (counts[category] ?? 0) > 0);
  return (
    <Section title={t('dictation.correction.legend')}>
      {total === 0 || present.length === 0 ? (
        <Text>{t('dictation.correction.noError')}</Text>
      ) : (
        <List listStyleType="none" spacing={6} data-testid="dictation-counts">
          {present.map((category) => (
            <List.Item key={category}>
              <Group gap="sm" wrap="nowrap">
                <span className={`${classes.mark} ${classes.swatch}`} style={markStyle(category)} aria-hidden="true">
                  {category === 'extra' ? '+' : 'abc'}
                </span>
                <Text span fw={500}>
                  {t(`dictationTerms.categories.${category}`)}
                </Text>
                <Badge variant="light" color={dictationCategoryStyle[category].color}>
                  {counts[category]}
                </Badge>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
    </Section>
  );
}

/** The reference with each mistake marked, numbered, and described for screen readers. */
function MarkedText({ reference, errors, numberOf }: { reference: string; errors: DictationError[]; numberOf: Map<number, number> }) {
  const describe = useMarkDescription();
  return (
    <>
      {markSegments(reference, errors).map((segment, position) => {
        if (segment.kind === 'text') return <span key={position}>{segment.text}</span>;
        // A word with several mistakes is marked once, in its first mistake's colour, with every number.
        const marked = segment.errors.map((index) => ({ error: errors[index]!, number: numberOf.get(index) ?? index + 1 }));
        const { category } = marked[0]!.error;
        const extra = segment.text === '';
        return (
          <span key={position}>
            <mark className={extra ? classes.caret : classes.mark} style={markStyle(category)} data-category={category}>
              {extra ? <span aria-hidden="true">+</span> : segment.text}
              <sup className={classes.number} aria-hidden="true">
                {marked.map(({ number }) => number).join(',')}
              </sup>
            </mark>
            <VisuallyHidden>{` (${marked.map(({ error, number }) => describe(error, number)).join(' ; ')})`}</VisuallyHidden>
          </span>
        );
      })}
    </>
  );
}

function useMarkDescription() {
  const { t } = useTranslation();
  return (error: DictationError, number: number) => {
    const category = t(`dictationTerms.category.${error.category}`);
    const what = !error.expected
      ? t('dictation.correction.markExtra', { category, written: error.written })
      : !error.written
        ? t('dictation.correction.markMissing', { category, expected: error.expected })
        : t('dictation.correction.mark', { category, written: error.written, expected: error.expected });
    return `${t('dictation.correction.errorNumber', { number })} — ${what}`;
  };
}

/** The spelling bank's level nearest a dictation's, for a practice link. */
const spellingLevelOf: Readonly<Record<DictationLevel, SpellingLevel>> = { ce1: 'ce1', ce2: 'ce2', cm: 'cm1', '6e-5e': '6e', '4e-3e': '4e', adulte: '3e' };

function ErrorList({ errors, level }: { errors: DictationError[]; level: DictationLevel }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'fr' ? 'fr' : 'en';
  const readingLevel = explanationLevelOf(level);
  return (
    <Section title={t('dictation.correction.errorsTitle')} card={false}>
      <Stack component="ol" gap="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('dictation.correction.errorsTitle')}>
        {errors.map((error, index) => (
          <Card component="li" key={index} withBorder radius="md" padding="md">
            <Stack gap={6}>
              <Group gap="xs">
                <Text fw={700}>{t('dictation.correction.errorNumber', { number: index + 1 })}</Text>
                <Badge variant="light" color={dictationCategoryStyle[error.category].color} tt="none">
                  <span className={classes.mark} style={{ ...markStyle(error.category), background: 'none' }} aria-hidden="true">
                    {error.category === 'extra' ? '+' : 'ab'}
                  </span>{' '}
                  {t(`dictationTerms.categories.${error.category}`)}
                </Badge>
              </Group>
              <Text lang="fr">
                {t('dictation.correction.written')} <strong>{error.written || t('dictation.correction.nothing')}</strong>
                {' → '}
                {t('dictation.correction.expected')} <strong>{error.expected || t('dictation.correction.nothing')}</strong>
              </Text>
              <Text size="sm">{ruleExplanation(error.rule, language, readingLevel)}</Text>
              <Text size="sm" c="dimmed">
                {t('dictation.correction.example')} <span lang="fr">{ruleExample(error.rule, language)}</span>
              </Text>
              <PractiseLink rule={error.rule} level={level} />
              {error.features.length > 0 && (
                <Group gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('dictation.correction.features')}>
                  {error.features.map((feature) => (
                    <Badge key={feature} component="li" variant="outline" color="gray" tt="none" fw={500}>
                      {featureLabel(feature, language)}
                    </Badge>
                  ))}
                </Group>
              )}
            </Stack>
          </Card>
        ))}
      </Stack>
    </Section>
  );
}

function PreviousAttempts({ previous }: { previous: DictationResult['previous'] }) {
  const { t } = useTranslation();
  const format = useLocaleFormat();
  const scoreText = useScoreText();
  return (
    <Section title={t('dictation.correction.previous')}>
      {previous.length === 0 ? (
        <Text c="dimmed">{t('dictation.correction.previousEmpty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('dictation.correction.date')}</Table.Th>
                {dictationBaremes.map((bareme) => (
                  <Table.Th key={bareme}>{t(`dictationTerms.baremes.${bareme}`)}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {previous.map((attempt) => (
                <Table.Tr key={attempt.attemptId}>
                  <Table.Td>{format.date(attempt.submittedAt, { dateStyle: 'medium', timeStyle: 'short' })}</Table.Td>
                  {dictationBaremes.map((bareme) => (
                    <Table.Td key={bareme}>{scoreText(attempt.scores, bareme)}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Section>
  );
}
