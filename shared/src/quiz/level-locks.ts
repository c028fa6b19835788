/** Level locks (seed §4): a level opens once every level before it has been played. */

/** Seed §4: a level is locked until every previous level has been played. */
export function isLevelUnlocked(level: number, playedLevels: ReadonlySet<number>): boolean {
  for (let previous = 1; previous < level; previous++) if (!playedLevels.has(previous)) return false;
  return level >= 1;
}

/** Levels 1..count as a level screen shows them: played, and unlocked or locked. */
export function levelStates(count: number, playedLevels: ReadonlySet<number>): { level: number; played: boolean; unlocked: boolean }[] {
  return Array.from({ length: count }, (_, i) => i + 1).map((level) => ({ level, played: playedLevels.has(level), unlocked: isLevelUnlocked(level, playedLevels) }));
}
