import { Button, Card, Group, Radio, Stack, Text } from '@mantine/core';
import { selfChallengeMinutes, selfChallengeQuestionCounts } from '@plume/shared/quiz/modes';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AppPage } from '@/components/app-page';
import { QueryState } from '@/components/query-state';
import { useQuizCategories, type QuizCategory } from '../api/get-quiz-categories';
import { CategorySelect, type CategoryId } from '../components/category-select';
import { ModeFacts } from '../components/mode-facts';
import { playPath } from '../play-paths';
import { focusFirstInvalid } from '@/lib/form';

type QuestionCount = (typeof selfChallengeQuestionCounts)[number];
type Minutes = (typeof selfChallengeMinutes)[number];

interface Choices {
  category?: CategoryId;
  questions?: QuestionCount;
  minutes?: Minutes;
}

/** What is missing before a self challenge can start, as catalogue keys (nothing when ready). */
function missingChoices(choices: Choices) {
  return {
    category: choices.category ? undefined : ('quiz.selfChallenge.selectCategory' as const),
    questions: choices.questions ? undefined : ('messages.select_question_count' as const),
    minutes: choices.minutes ? undefined : ('messages.select_timer' as const),
  };
}

/** `/quiz/self-challenge`: a category, a number of questions and a time for all of them; practice, without coins. */
export function SelfChallengeRoute() {
  const { t } = useTranslation();
  const categories = useQuizCategories();
  return (
    <AppPage title={t('quiz.modes.self-challenge.title')} subtitle={t('quiz.modes.self-challenge.description')} back="/quiz">
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <ModeFacts mode="self-challenge" questions={false} />
          <QueryState query={categories}>{(list) => <ChallengeForm categories={list} />}</QueryState>
        </Stack>
      </Card>
    </AppPage>
  );
}

function ChallengeForm({ categories }: { categories: QuizCategory[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [choices, setChoices] = useState<Choices>({});
  const [submitted, setSubmitted] = useState(false);
  const missing = missingChoices(choices);
  const error = (field: keyof Choices) => (submitted && missing[field] ? t(missing[field]) : undefined);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const { category, questions, minutes } = choices;
    if (!category || !questions || !minutes) {
      const form = event.currentTarget;
      focusFirstInvalid(form);
      return;
    }
    void navigate(playPath({ mode: 'self-challenge', category, questions, minutes }));
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <CategorySelect
          categories={categories}
          value={choices.category}
          onChange={(category) => setChoices((current) => ({ ...current, category }))}
          error={error('category')}
          required
          maw={420}
        />
        <Radio.Group
          label={t('quiz.selfChallenge.questions')}
          value={choices.questions ? String(choices.questions) : null}
          onChange={(value) => setChoices((current) => ({ ...current, questions: selfChallengeQuestionCounts.find((count) => String(count) === value) }))}
          error={error('questions')}
          wrapperProps={{ 'data-error': error('questions') ? true : undefined }}
          required
        >
          <Group gap="lg" mt="xs">
            {selfChallengeQuestionCounts.map((count) => (
              <Radio key={count} value={String(count)} label={count} />
            ))}
          </Group>
        </Radio.Group>
        <Radio.Group
          label={t('quiz.selfChallenge.minutes')}
          value={choices.minutes ? String(choices.minutes) : null}
          onChange={(value) => setChoices((current) => ({ ...current, minutes: selfChallengeMinutes.find((count) => String(count) === value) }))}
          error={error('minutes')}
          wrapperProps={{ 'data-error': error('minutes') ? true : undefined }}
          required
        >
          <Group gap="lg" mt="xs">
            {selfChallengeMinutes.map((minutes) => (
              <Radio key={minutes} value={String(minutes)} label={t('quiz.selfChallenge.minutesValue', { count: minutes })} />
            ))}
          </Group>
        </Radio.Group>
        <Text size="sm" c="dimmed">
          {t('quiz.howTo.self-challenge')}
        </Text>
        <Group>
          <Button type="submit" size="md">
            {t('quiz.selfChallenge.start')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
