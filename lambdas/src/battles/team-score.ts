import { battlePoints, teamAnswer } from '@plume/shared/battles';
import { answerKey, type Battle, type RevealScores } from '#data/battles';

/* How a team's answer and shared score come out of its members' proposals (docs/qanda.md). */

/**
 * The team's shared score for question `index`: the majority of the proposals (the captain breaking ties); its points
 * are timed at the last proposal when every member proposed, else at the deadline (half points for a right answer).
 */
export function teamScores(battle: Battle, index: number): RevealScores {
  const question = battle.questions[index]!;
  const members = Object.entries(battle.players).filter(([, p]) => !p.left && !p.bot);
  const proposals = members.flatMap(([id]) => {
    const given = battle.answers[answerKey(index, id)];
    return given ? [{ memberId: id, choice: given.choice, at: given.at, ms: given.ms }] : [];
  });
  const choice = teamAnswer(proposals, battle.ownerProfileId);
  const correct = choice !== undefined && choice === question.answer;
  const ms = proposals.length === members.length ? Math.max(...proposals.map((p) => p.ms)) : battle.questionMs;
  const points = battlePoints(correct, ms, battle.questionMs);
  return Object.fromEntries(members.map(([id]) => [id, { points, correct: correct ? 1 : 0 }]));
}

/** The server option the team answered with at question `index` (undefined: nobody proposed). */
export function teamChoice(battle: Battle, index: number): number | undefined {
  const proposals = Object.keys(battle.players).flatMap((id) => {
    const given = battle.answers[answerKey(index, id)];
    return given ? [{ memberId: id, choice: given.choice, at: given.at }] : [];
  });
  return teamAnswer(proposals, battle.ownerProfileId);
}
