import { battlePoints, latestAcceptance, REVEAL_PAUSE_MS } from './timing.ts';
import { rankPlayers, resultsOf } from './outcome.ts';
import { shownChoice } from './shuffle.ts';
import { teamAnswer } from './team.ts';
import { answerKey, playerMs, questionOf, type Battle, type BattleAnswer } from './state.ts';
import type {
  BattleFinishedFrame, BattleQuestionFrame, BattleRevealFrame, BattleRoomFrame, BattleSnapshotFrame, GroupRoomFields, QandaRoomFields, QandaTeamReveal,
} from './protocol.ts';

/*
 * What each player is sent, built from the battle as the engine left it. A question frame holds the options in that
 * player's order and no answer; the answer appears only in the reveal frame, built after the reveal.
 */

export function roomFrame(battle: Battle, you: string): BattleRoomFrame & Partial<GroupRoomFields & QandaRoomFields> {
  return {
    type: 'battle_room', battleId: battle.battleId, ...(battle.code ? { code: battle.code } : {}), kind: battle.kind,
    status: battle.status, seats: battle.seats, entryFee: battle.entryFee, category: battle.category, language: battle.language, ...(battle.level ? { level: battle.level } : {}),
    players: Object.entries(battle.players)
      .sort(([, a], [, b]) => a.joinedAt - b.joinedAt)
      .map(([profileId, p]) => ({
        profileId, name: p.name, avatar: p.avatar, owner: profileId === battle.ownerProfileId, bot: p.bot, left: p.left,
        ...(seesScoreOf(battle, you, profileId) ? { correct: p.correct, points: p.points } : {}),
        ...(battle.handicap === 'time' ? { questionMs: playerMs(battle, p) } : {}),
        ...(battle.handicap === 'level' && p.level ? { level: p.level } : {}),
      })),
    you, questionMs: battle.players[you] ? playerMs(battle, battle.players[you]) : battle.questionMs, questions: battle.questions.length,
    ...(battle.handicap ? { handicap: battle.handicap } : {}), ...groupFields(battle),
  };
}

/**
 * Whether `you` is sent the score of `profileId`: always one's own; another's only where the room shows live scores.
 * A group that hides them (`showScore` false) sees everyone's only in the result's standings, the podium.
 */
const seesScoreOf = (battle: Battle, you: string, profileId: string) => profileId === you || battle.group?.showScore !== false;

/** A group room also says whether live scores show and which guests are ready; a Q&A room, its mode and level. */
function groupFields(battle: Battle): Partial<GroupRoomFields & QandaRoomFields> {
  return {
    ...(battle.group ? { group: battle.group, ready: Object.fromEntries(Object.entries(battle.players).map(([id, p]) => [id, p.ready ?? false])) } : {}),
    ...(battle.qanda ? { qanda: battle.qanda } : {}),
    ...(battle.group ? { version: battle.lobbyVersion ?? 0 } : {}),
  };
}

/** The question on screen (or, with `index`, one already revealed). */
export function questionFrame(battle: Battle, profileId: string, serverTime: number, index = battle.current): BattleQuestionFrame {
  const question = questionOf(battle, profileId, index);
  const order = battle.players[profileId]!.orders[index]!;
  // With a time handicap, each player's question closes at their own time.
  const own = battle.players[profileId]!.questionMs;
  const times = index === battle.current ? { shownAt: battle.shownAt, deadline: own ? battle.shownAt + own : battle.deadline } : playedTimes(battle, index);
  return {
    type: 'battle_question', battleId: battle.battleId, index, total: battle.questions.length, questionId: question.id,
    question: question.question, options: order.map((option) => question.options[option]!), ...times, serverTime,
  };
}

/**
 * A question already revealed: both its times are its reveal's, which came a fixed pause before the next question
 * showed (the screen shows no countdown for it, only its reveal until the next one).
 */
function playedTimes(battle: Battle, index: number): { shownAt: number; deadline: number } {
  const closedAt = index < battle.current ? battle.shownAt - REVEAL_PAUSE_MS : (battle.finishedAt ?? battle.deadline);
  return { shownAt: closedAt, deadline: closedAt };
}

export function revealFrame(battle: Battle, index: number, profileId: string): BattleRevealFrame & Partial<QandaTeamReveal> {
  const question = questionOf(battle, profileId, index);
  const order = battle.players[profileId]!.orders[index]!;
  const mine = battle.answers[answerKey(index, profileId)];
  return {
    type: 'battle_reveal', battleId: battle.battleId, questionId: question.id, index, correctChoice: shownChoice(order, question.answer),
    yourChoice: mine ? shownChoice(order, mine.choice) : null, explanation: question.explanation,
    players: Object.entries(battle.players).map(([id, p]) => {
      const given = battle.answers[answerKey(index, id)];
      if (!seesScoreOf(battle, profileId, id)) return { profileId: id, answered: !!given };
      return { profileId: id, answered: !!given, correct: given?.correct ?? false, points: given?.points ?? 0, totalPoints: p.points, totalCorrect: p.correct };
    }),
    ...(battle.qanda?.mode === 'team' ? teamReveal(battle, index, order) : {}),
  };
}

/** A team's reveal: the team's answer and every proposal, in the team's shared option order. */
function teamReveal(battle: Battle, index: number, order: number[]): QandaTeamReveal {
  const choice = teamChoice(battle, index);
  return {
    team: {
      choice: choice === undefined ? null : shownChoice(order, choice),
      correct: choice === battle.questions[index]!.answer,
      proposals: Object.keys(battle.players).flatMap((id) => {
        const given = battle.answers[answerKey(index, id)];
        return given ? [{ profileId: id, choice: shownChoice(order, given.choice) }] : [];
      }),
    },
  };
}

/** `familyGame`: the players are one family (docs/economy.md), so the result says the entries came back and no badge counts. */
export function finishedFrame(battle: Battle, familyGame = false): BattleFinishedFrame {
  const standings = rankPlayers(Object.entries(battle.players).map(([profileId, p]) => ({ profileId, correct: p.correct, points: p.points, left: p.left, isBot: p.bot })));
  const results = resultsOf(standings);
  return {
    type: 'battle_finished', battleId: battle.battleId, reason: battle.finishReason ?? 'completed', ...(familyGame ? { familyGame } : {}),
    ...(battle.handicap ? { handicap: battle.handicap } : {}),
    standings: standings.map((s) => {
      const player = battle.players[s.profileId]!;
      return {
        ...s, name: player.name, result: results.get(s.profileId)!,
        ...(battle.handicap === 'time' ? { questionMs: playerMs(battle, player) } : {}), ...(battle.handicap === 'level' && player.level ? { level: player.level } : {}),
      };
    }),
  };
}

/**
 * The whole screen of one player after a resume, numbered by the battle's state version. The question on screen goes
 * as in its own frame, without its answer; only questions already revealed have their correct option in it.
 */
export function snapshotFrame(battle: Battle, you: string, serverTime: number): BattleSnapshotFrame {
  const playing = battle.status === 'playing';
  const revealed = battle.revealed >= 0 && (playing || battle.status === 'finished');
  const mine = playing ? battle.answers[answerKey(battle.current, you)] : undefined;
  const order = battle.players[you]!.orders[battle.current];
  return {
    type: 'battle_snapshot', battleId: battle.battleId, version: battle.stateVersion ?? 0, serverTime, room: roomFrame(scoredAsRevealed(battle), you),
    ...(playing ? { question: questionFrame(battle, you, serverTime) } : {}),
    ...(mine && order ? { answer: { questionId: questionOf(battle, you, battle.current).id, choice: shownChoice(order, mine.choice), ms: mine.ms, revealAt: latestAcceptance(battle.deadline) + 1 } } : {}),
    ...(revealed ? { previous: questionFrame(battle, you, serverTime, battle.revealed), reveal: revealFrame(battle, battle.revealed, you) } : {}),
    ...(battle.status === 'finished' ? { finished: finishedFrame(battle) } : {}),
    away: Object.fromEntries(Object.entries(battle.players).flatMap(([id, p]) => (p.seatExpiresAt !== undefined && !p.left ? [[id, p.seatExpiresAt]] : []))),
  };
}

/**
 * The battle with each score as of the last reveal: an answer to the question still open already counts in its
 * player's total, which would tell whether it was right before the reveal. (A team's proposals score nothing until
 * the reveal, so a team round is already so.)
 */
function scoredAsRevealed(battle: Battle): Battle {
  if (battle.status !== 'playing' || battle.revealed >= battle.current || battle.qanda?.mode === 'team') return battle;
  const players = Object.fromEntries(Object.entries(battle.players).map(([id, p]) => {
    const open = battle.answers[answerKey(battle.current, id)];
    return [id, open ? { ...p, points: p.points - open.points, correct: p.correct - (open.correct ? 1 : 0) } : p];
  }));
  return { ...battle, players };
}

// ---- How a team's answer and shared score come out of its members' proposals (docs/qanda.md) ----

/** Score changes a reveal applies to players who do not write their own answers (the bot, a team), keyed by profile id. */
export type RevealScores = Record<string, { answer?: BattleAnswer; points: number; correct: number }>;

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
