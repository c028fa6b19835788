/*
 * The clock rules of a battle. The server's clock is the authority: an answer's time is when the gateway received it
 * (`requestTimeEpoch`), minus a bounded lag credit (Lichess-style), so a slow connection is not punished and a
 * spoofed lag earns little.
 */

/** 10 questions, 30 s each (the figures; the same for every player: no tiers-temps in battles). */
export const BATTLE_QUESTIONS = 10;
export const BATTLE_QUESTION_MS = 30_000;
/** Points of a correct answer before the speed factor. */
export const BATTLE_POINTS = 1_000;
/** Answers faster than this earn full points: nobody reads a question quicker, so finer speed is noise. */
export const FULL_POINTS_MS = 500;
/** A lag credit never exceeds this, whatever the client claims. */
export const MAX_CREDIT_MS = 300;
/** The per-player credit budget: it starts here, grows per question, and never exceeds the cap. */
export const QUOTA_START_MS = 600;
export const QUOTA_GROWTH_MS = 150;
export const QUOTA_CAP_MS = 1_000;
/** Grace after deadline + credit, for the frame still travelling through the gateway. */
export const ACCEPTANCE_GRACE_MS = 250;
/** Pause between a reveal and the next question, so players can read the correct answer. */
export const REVEAL_PAUSE_MS = 3_000;

/** Credit = min(estimated lag, 300 ms, quota); a negative or missing estimate earns none. */
export function lagCredit(estimatedLagMs: number | undefined, quotaMs: number): number {
  const lag = Number.isFinite(estimatedLagMs) ? Math.max(0, estimatedLagMs!) : 0;
  return Math.floor(Math.max(0, Math.min(lag, MAX_CREDIT_MS, quotaMs)));
}

/** The quota after a question where `creditMs` was spent: it refills by 150 ms, up to 1 s. */
export function nextQuota(quotaMs: number, creditMs: number): number {
  return Math.min(QUOTA_CAP_MS, Math.max(0, quotaMs - creditMs) + QUOTA_GROWTH_MS);
}

/** The last instant (epoch ms, gateway clock) an answer with this credit is accepted. */
export function acceptanceEnd(deadline: number, creditMs: number): number {
  return deadline + creditMs + ACCEPTANCE_GRACE_MS;
}

/** The latest any answer can be accepted: after it, a reveal never races an answer still allowed in. */
export function latestAcceptance(deadline: number): number {
  return acceptanceEnd(deadline, MAX_CREDIT_MS);
}

/** Response time = receipt − question shown − credit, never negative. */
export function responseMs(receivedAt: number, shownAt: number, creditMs: number): number {
  return Math.max(0, receivedAt - shownAt - creditMs);
}

/** score = round(P × (1 − t / 2T)), full points under 0.5 s, nothing for a wrong answer. Never below P/2 when in time. */
export function battlePoints(correct: boolean, ms: number, questionMs = BATTLE_QUESTION_MS, points = BATTLE_POINTS): number {
  if (!correct) return 0;
  if (ms < FULL_POINTS_MS) return points;
  const t = Math.min(ms, questionMs);
  return Math.round(points * (1 - t / (2 * questionMs)));
}

/** The answer may be revealed once every player has answered, or once no answer can be accepted any more. */
export function canReveal(answered: number, players: number, deadline: number, now: number): boolean {
  return answered >= players || now > latestAcceptance(deadline);
}
