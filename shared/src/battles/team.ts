/*
 * Collaborative play (docs/qanda.md): a team answers each question together. Every member proposes an option, the
 * team's answer is the option most members proposed, and the captain (the room's owner) breaks a tie. Members talk
 * in short messages while they decide; these rules bound what a message may hold and how often one may be sent.
 */

export interface Proposal {
  memberId: string;
  /** A server option index (the same order for every member of a team, so « la B » means one thing). */
  choice: number;
  /** When the gateway received it (epoch ms). */
  at: number;
}

/**
 * The team's answer: the option most members proposed. On a tie, the captain's proposal if it is one of the tied
 * options; if the captain proposed none of them (or nothing), the tied option proposed first. Nothing proposed: no
 * answer. One proposal per member counts (the first, as the server keeps it).
 */
export function teamAnswer(proposals: readonly Proposal[], captainId: string): number | undefined {
  const counted = new Map<string, Proposal>();
  for (const p of [...proposals].sort((a, b) => a.at - b.at)) if (!counted.has(p.memberId)) counted.set(p.memberId, p);
  const votes = new Map<number, { count: number; first: number }>();
  for (const p of counted.values()) {
    const tally = votes.get(p.choice) ?? { count: 0, first: p.at };
    votes.set(p.choice, { count: tally.count + 1, first: Math.min(tally.first, p.at) });
  }
  if (!votes.size) return undefined;
  const top = Math.max(...[...votes.values()].map((v) => v.count));
  const tied = [...votes.entries()].filter(([, v]) => v.count === top);
  if (tied.length === 1) return tied[0]![0];
  const captains = counted.get(captainId)?.choice;
  if (captains !== undefined && tied.some(([choice]) => choice === captains)) return captains;
  return tied.sort(([a, va], [b, vb]) => va.first - vb.first || a - b)[0]![0];
}

/** A message in the team's discussion: short, so it is read while the clock runs. */
export const SAY_MAX_CHARS = 200;
/** At most this many messages per member in any window of this length (fixed windows, kept on the room). */
export const SAY_MAX_PER_WINDOW = 5;
export const SAY_WINDOW_MS = 10_000;

/** C0/C1 control characters and the bidirectional overrides that could make a message read as something else. */
const FORBIDDEN = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;

/** Whether a message may be shown to the team: not blank, within the bound, and no control characters. */
export function isSayable(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length > 0 && [...trimmed].length <= SAY_MAX_CHARS && !FORBIDDEN.test(text);
}

export interface SayWindow { start: number; count: number }

/**
 * The member's message window after sending one more at `now`, or undefined when the member already sent the most
 * a window allows (the message is refused, the window unchanged).
 */
export function nextSayWindow(window: SayWindow | undefined, now: number): SayWindow | undefined {
  if (!window || now - window.start >= SAY_WINDOW_MS || now < window.start) return { start: now, count: 1 };
  return window.count >= SAY_MAX_PER_WINDOW ? undefined : { start: window.start, count: window.count + 1 };
}
