import { Alert, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFamilyChallenges, type FamilyChallenge } from '../api/get-family-challenges';
import { sidesOf, useChallengeWords } from '../family-challenge-words';

/** Whether the challenge already tells what this round changed: recorded for the challenger, decided for the relative. */
const settled = (challenge: FamilyChallenge) =>
  challenge.status === 'finished' || challenge.status === 'expired' || (challenge.role === 'challenger' && challenge.status !== 'recording');

/**
 * A challenge round's result, in place of the coins it does not earn: the challenger's round is recorded and waits for
 * the relative; the relative's decides the challenge. Read from `get_family_challenges`, which the server updates with
 * the round's last answer (the result screen reads the profile's quiz data again as it shows).
 */
export function FamilyChallengeOutcome({ profileId, challengeId }: { profileId: string; challengeId: string }) {
  const { t } = useTranslation();
  const words = useChallengeWords();
  const challenges = useFamilyChallenges(profileId);
  const challenge = challenges.data?.challenges.find((candidate) => candidate.challengeId === challengeId);

  if (!challenge || !settled(challenge)) {
    return challenges.isFetching || challenges.isPending ? (
      <Alert color="blue" role="status">
        <Group gap="sm" wrap="nowrap">
          <Loader size="sm" aria-hidden="true" />
          <Text>{t('quiz.familyChallenge.result.loading')}</Text>
        </Group>
      </Alert>
    ) : (
      <Alert color="blue" role="status">
        {t('quiz.familyChallenge.result.unknown')}
      </Alert>
    );
  }

  const { theirs } = sidesOf(challenge);
  if (challenge.status === 'expired') {
    return (
      <Alert color="gray" role="status">
        {t('quiz.familyChallenge.result.expired')}
      </Alert>
    );
  }
  const outcome = words.outcome(challenge);
  if (!outcome) {
    return (
      <Alert color="blue" role="status">
        {t('quiz.familyChallenge.result.recorded', { name: theirs.name })}
      </Alert>
    );
  }
  return (
    <Alert color={challenge.winner === challenge.role ? 'teal' : 'blue'} role="status">
      <Stack gap={4}>
        <Text fw={700}>{outcome}</Text>
        <Text size="sm">{words.handicap(challenge)}</Text>
      </Stack>
    </Alert>
  );
}
