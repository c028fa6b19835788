import { Anchor, Badge, Button, Card, Group, Radio, Stack, Text, Title } from '@mantine/core';
import { difficultyForAge, familyHandicaps, timeHandicapFactor, type Account, type FamilyHandicap, type Profile } from '@plume/shared/account';
import { FAMILY_CHALLENGE_QUESTIONS } from '@plume/shared/quiz/family-challenges';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AppPage } from '@/components/app-page';
import { MutationError } from '@/components/mutation-error';
import { ProfileAvatar } from '@/components/profile-avatar';
import { ProfileGate } from '@/components/profile-gate';
import { QueryState } from '@/components/query-state';
import { focusFirstInvalid } from '@/lib/form';
import { useLocaleFormat } from '@/lib/locale-format';
import { useCreateFamilyChallenge } from '../api/create-family-challenge';
import { useFamilyChallenges, type FamilyChallenge } from '../api/get-family-challenges';
import { useQuizCategories, type QuizCategory } from '../api/get-quiz-categories';
import { useTakeUpFamilyChallenge } from '../api/take-up-family-challenge';
import { CategorySelect, type CategoryId } from '../components/category-select';
import { ModeFacts } from '../components/mode-facts';
import { sidesOf, useChallengeWords } from '../family-challenge-words';
import { familyChallengePlayPath } from '../play-paths';

const listStyle = { listStyle: 'none', padding: 0, margin: 0 } as const;

/**
 * `/quiz/family-challenge`: challenge a relative of the family (the account's other profiles), and the active
 * profile's challenges: to take up, under way, over.
 */
export function FamilyChallengesRoute() {
  const { t } = useTranslation();
  return (
    <AppPage title={t('quiz.modes.family-challenge.title')} subtitle={t('quiz.modes.family-challenge.description')} back="/quiz">
      <ProfileGate>{(profile, account) => <FamilyChallenges profile={profile} account={account} />}</ProfileGate>
    </AppPage>
  );
}

function FamilyChallenges({ profile, account }: { profile: Profile; account: Account }) {
  const { t } = useTranslation();
  const challenges = useFamilyChallenges(profile.id);
  const categories = useQuizCategories();
  const categoryName = (id: string) => categories.data?.find((category) => category.id === id)?.name ?? id;
  const relatives = account.profiles.filter((candidate) => candidate.id !== profile.id);
  const list = challenges.data?.challenges ?? [];
  const received = list.filter((challenge) => challenge.role === 'opponent' && challenge.status === 'open');
  const ongoing = list.filter((challenge) => !received.includes(challenge) && challenge.status !== 'finished' && challenge.status !== 'expired');
  const over = list.filter((challenge) => challenge.status === 'finished' || challenge.status === 'expired');
  const item = (challenge: FamilyChallenge) => <ChallengeItem key={challenge.challengeId} challenge={challenge} profileId={profile.id} categoryName={categoryName(challenge.category)} />;

  return (
    <Stack gap="xl">
      <Section title={t('quiz.familyChallenge.received.title')}>
        <QueryState query={challenges}>
          {() =>
            received.length ? (
              <ChallengeList label={t('quiz.familyChallenge.received.title')}>{received.map(item)}</ChallengeList>
            ) : (
              <Text c="dimmed">{t('quiz.familyChallenge.received.empty')}</Text>
            )
          }
        </QueryState>
      </Section>

      <Section title={t('quiz.familyChallenge.launch.title')}>
        <Card withBorder radius="md" padding="lg">
          <Stack gap="md">
            <ModeFacts mode="family-challenge" />
            {relatives.length === 0 ? (
              <Stack gap="sm" align="flex-start">
                <Text>{t('quiz.familyChallenge.launch.alone')}</Text>
                <Button component={Link} to="/profile" variant="light">
                  {t('quiz.familyChallenge.launch.addProfile')}
                </Button>
              </Stack>
            ) : (
              <>
                <Text size="sm">{t('quiz.familyChallenge.launch.intro', { questions: FAMILY_CHALLENGE_QUESTIONS })}</Text>
                <QueryState query={categories}>{(found) => <LaunchForm profile={profile} relatives={relatives} categories={found} />}</QueryState>
              </>
            )}
          </Stack>
        </Card>
      </Section>

      {ongoing.length > 0 && (
        <Section title={t('quiz.familyChallenge.ongoing.title')}>
          <ChallengeList label={t('quiz.familyChallenge.ongoing.title')}>{ongoing.map(item)}</ChallengeList>
        </Section>
      )}
      {over.length > 0 && (
        <Section title={t('quiz.familyChallenge.finished.title')}>
          <ChallengeList label={t('quiz.familyChallenge.finished.title')}>{over.map(item)}</ChallengeList>
        </Section>
      )}
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Stack component="section" gap="sm" aria-labelledby={id}>
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function ChallengeList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack component="ul" gap="sm" style={listStyle} aria-label={label}>
      {children}
    </Stack>
  );
}

interface Choices {
  opponent?: string;
  category?: CategoryId;
  handicap: FamilyHandicap;
}

function LaunchForm({ profile, relatives, categories }: { profile: Profile; relatives: Profile[]; categories: QuizCategory[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateFamilyChallenge();
  // A family of two has one relative to challenge: already chosen.
  const [choices, setChoices] = useState<Choices>({ opponent: relatives.length === 1 ? relatives[0]!.id : undefined, handicap: 'level' });
  const [submitted, setSubmitted] = useState(false);
  const opponent = relatives.find((relative) => relative.id === choices.opponent);
  const missing = {
    opponent: opponent ? undefined : t('quiz.familyChallenge.launch.chooseRelative'),
    category: choices.category ? undefined : t('quiz.selfChallenge.selectCategory'),
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (!opponent || !choices.category) {
      focusFirstInvalid(event.currentTarget);
      return;
    }
    create.mutate(
      { profileId: profile.id, opponentProfileId: opponent.id, category: choices.category, handicap: choices.handicap },
      { onSuccess: (game) => void navigate(familyChallengePlayPath(game.gameId)) },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Radio.Group
          label={t('quiz.familyChallenge.launch.relative')}
          value={choices.opponent ?? null}
          onChange={(value) => setChoices((current) => ({ ...current, opponent: value }))}
          error={submitted ? missing.opponent : undefined}
          wrapperProps={{ 'data-error': submitted && missing.opponent ? true : undefined }}
          required
        >
          <Stack gap="xs" mt="xs">
            {relatives.map((relative) => (
              <Radio
                key={relative.id}
                value={relative.id}
                label={<span style={{ overflowWrap: 'anywhere' }}>{relative.name}</span>}
                description={t(`account.ageBands.${relative.ageBand}`)}
              />
            ))}
          </Stack>
        </Radio.Group>
        <CategorySelect
          categories={categories}
          value={choices.category}
          onChange={(category) => setChoices((current) => ({ ...current, category }))}
          error={submitted ? missing.category : undefined}
          required
          maw={420}
        />
        <Radio.Group
          label={t('quiz.familyChallenge.launch.handicap')}
          value={choices.handicap}
          onChange={(value) => setChoices((current) => ({ ...current, handicap: familyHandicaps.find((handicap) => handicap === value) ?? current.handicap }))}
        >
          <Stack gap="xs" mt="xs">
            {familyHandicaps.map((handicap) => (
              <Radio key={handicap} value={handicap} label={t(`quiz.familyChallenge.launch.${handicap}`)} />
            ))}
          </Stack>
        </Radio.Group>
        {/* What the chosen relative would get, said again as the choices change. */}
        <Text size="sm" aria-live="polite">
          {opponent ? <HandicapPreview profile={profile} opponent={opponent} handicap={choices.handicap} /> : null}
        </Text>
        <MutationError error={create.error} />
        <Group>
          <Button type="submit" size="md" loading={create.isPending}>
            {t('quiz.familyChallenge.launch.start')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The handicap as it would apply to these two, before the challenge exists (the server decides it the same way). */
function HandicapPreview({ profile, opponent, handicap }: { profile: Profile; opponent: Profile; handicap: FamilyHandicap }) {
  const { t } = useTranslation();
  const { level } = useChallengeWords();
  const name = opponent.name;
  if (handicap === 'level') {
    return t('quiz.familyChallenge.launch.explainLevel', { name, theirs: level(difficultyForAge(opponent.ageBand)), yours: level(difficultyForAge(profile.ageBand)) });
  }
  // The same questions, at the challenger's level; each one's time stretched by their age (before any tiers-temps).
  const questions = level(difficultyForAge(profile.ageBand));
  const ratio = timeHandicapFactor(opponent.ageBand) / timeHandicapFactor(profile.ageBand);
  if (ratio === 1) return t('quiz.familyChallenge.launch.explainTimeSame', { level: questions });
  return ratio > 1
    ? t('quiz.familyChallenge.launch.explainTimeMore', { name, level: questions, factor: Math.round(ratio * 100) / 100 })
    : t('quiz.familyChallenge.launch.explainTimeLess', { name, level: questions, factor: Math.round(100 / ratio) / 100 });
}

function ChallengeItem({ challenge, profileId, categoryName }: { challenge: FamilyChallenge; profileId: string; categoryName: string }) {
  const { t } = useTranslation();
  const format = useLocaleFormat();
  const words = useChallengeWords();
  const navigate = useNavigate();
  const takeUp = useTakeUpFamilyChallenge();
  const { mine, theirs } = sidesOf(challenge);
  const name = theirs.name;
  const until = format.date(challenge.openUntil, { dateStyle: 'long', timeStyle: 'short' });
  const received = challenge.role === 'opponent' && challenge.status === 'open';

  const resume = challenge.gameId && (
    <Button component={Link} to={familyChallengePlayPath(challenge.gameId)} variant="light" aria-label={t('quiz.familyChallenge.ongoing.resumeLabel', { name })}>
      {t('quiz.familyChallenge.ongoing.resume')}
    </Button>
  );
  let details: ReactNode;
  let action: ReactNode = null;
  if (received) {
    details = (
      <>
        <Text fw={600}>{t('quiz.familyChallenge.received.toBeat', { count: theirs.result?.points ?? 0 })}</Text>
        <Text size="sm">
          {challenge.handicap === 'level'
            ? t('quiz.familyChallenge.received.level', { level: words.level(mine.difficulty) })
            : t('quiz.familyChallenge.received.time', { seconds: mine.questionSeconds })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('quiz.familyChallenge.received.until', { date: until })}
        </Text>
        <MutationError error={takeUp.error} />
      </>
    );
    action = (
      <Button
        loading={takeUp.isPending}
        aria-label={t('quiz.familyChallenge.received.takeUpLabel', { name })}
        onClick={() => takeUp.mutate({ profileId, challengeId: challenge.challengeId }, { onSuccess: (game) => void navigate(familyChallengePlayPath(game.gameId)) })}
      >
        {t('quiz.familyChallenge.received.takeUp')}
      </Button>
    );
  } else if (challenge.status === 'finished') {
    details = (
      <>
        <Text fw={600}>{words.outcome(challenge)}</Text>
        <Text size="sm">{words.handicap(challenge)}</Text>
      </>
    );
    action = challenge.gameId && (
      <Anchor component={Link} to={familyChallengePlayPath(challenge.gameId)} aria-label={t('quiz.familyChallenge.finished.reviewLabel', { name })}>
        {t('quiz.familyChallenge.finished.review')}
      </Anchor>
    );
  } else if (challenge.status === 'expired') {
    details = <Text size="sm">{challenge.role === 'challenger' ? t('quiz.familyChallenge.finished.expiredMine', { name }) : t('quiz.familyChallenge.finished.expiredTheirs')}</Text>;
  } else if (challenge.role === 'challenger') {
    if (challenge.status === 'recording') {
      details = <Text size="sm">{t('quiz.familyChallenge.ongoing.recordingMine')}</Text>;
      action = resume;
    } else {
      details = (
        <Text size="sm">
          {challenge.status === 'open' ? t('quiz.familyChallenge.ongoing.waiting', { name, date: until }) : t('quiz.familyChallenge.ongoing.playingTheirs', { name })}
        </Text>
      );
    }
  } else if (challenge.status === 'playing') {
    details = <Text size="sm">{t('quiz.familyChallenge.ongoing.playingMine', { name })}</Text>;
    action = resume;
  } else {
    details = <Text size="sm">{t('quiz.familyChallenge.ongoing.recordingTheirs', { name })}</Text>;
  }

  return (
    <Card component="li" withBorder radius="md" padding="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Group gap="sm" align="flex-start" wrap="nowrap" style={{ flex: '1 1 16rem', minWidth: 0 }}>
          <ProfileAvatar avatar={theirs.avatar} size={40} radius={40} />
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
              {received ? t('quiz.familyChallenge.received.from', { name }) : t('quiz.familyChallenge.against', { name })}
            </Title>
            <Group gap={6}>
              <Text size="sm">{categoryName}</Text>
              <Badge variant="light" color="grape" tt="none">
                {t(`quiz.familyChallenge.handicap.${challenge.handicap}`)}
              </Badge>
              {challenge.status === 'expired' && (
                <Badge variant="light" color="gray" tt="none">
                  {t('quiz.familyChallenge.finished.expired')}
                </Badge>
              )}
            </Group>
            {details}
          </Stack>
        </Group>
        {action}
      </Group>
    </Card>
  );
}
