/**
 * Tiers-temps: the extra time French schools grant pupils with a learning difference (dys pupils, most often), set per
 * profile. The server applies it to every deadline it sets; the player never asks for it game by game.
 *
 * - `standard`: the mode's own clock; `x1.5` and `x2`: half as long again, twice as long;
 * - `untimed`: no clock at all, but only in practice modes (those that earn nothing: `modeRules[mode].rewarded` is
 *   false). In a rewarded mode a clock is part of a fair score, so `untimed` counts as `x2` there.
 */
export const timeAccommodations = ['standard', 'x1.5', 'x2', 'untimed'] as const;
export type TimeAccommodation = (typeof timeAccommodations)[number];
export const DEFAULT_TIME_ACCOMMODATION: TimeAccommodation = 'standard';

/** An untimed practice game still gets a deadline (the server keeps one for every game): this far away, i.e. none in practice. A game lives a day. */
export const UNTIMED_MS = 12 * 60 * 60 * 1000;

const factors = { standard: 1, 'x1.5': 1.5, x2: 2 } as const satisfies Record<Exclude<TimeAccommodation, 'untimed'>, number>;

/** The accommodation that applies in a mode: `untimed` only where nothing is won. */
export function effectiveAccommodation(accommodation: TimeAccommodation, mode: { rewarded: boolean }): TimeAccommodation {
  return accommodation === 'untimed' && mode.rewarded ? 'x2' : accommodation;
}

/** A deadline's length (ms) once the profile's accommodation is applied in a mode; never shorter than the mode's own. */
export function accommodatedMs(baseMs: number, accommodation: TimeAccommodation, mode: { rewarded: boolean }): number {
  const applied = effectiveAccommodation(accommodation, mode);
  if (applied === 'untimed') return Math.max(baseMs, UNTIMED_MS);
  return Math.round(baseMs * factors[applied]);
}

/** Whether a clock of this length means "no limit" (the play screen then shows no countdown). */
export function isUntimedClock(clockMs: number): boolean {
  return clockMs >= UNTIMED_MS;
}
