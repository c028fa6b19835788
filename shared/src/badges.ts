/**
 * The fifteen badges of seed §3/§9 and their rules. The seed fixes ten rules; the five it leaves out (dashing debut,
 * combat winner, clash winner, most wanted winner, ultimate player) are ours and documented in docs/economy.md « Badges ».
 * Pure: the badge consumer decides with these, the badge screen shows progress with the same functions.
 */
export const badgeTypes = [
  'dashing_debut', 'combat_winner', 'clash_winner', 'most_wanted_winner', 'ultimate_player',
  'quiz_warrior', 'super_sonic', 'flashback', 'brainiac', 'big_thing',
  'elite', 'thirsty', 'power_elite', 'sharing_caring', 'streak',
] as const;
export type BadgeType = (typeof badgeTypes)[number];

/** Badge names, as the notification that announces one says them. */
export const badgeNames: Record<BadgeType, { fr: string; en: string }> = {
  dashing_debut: { fr: 'Premiers pas', en: 'Dashing debut' },
  combat_winner: { fr: 'Vainqueur du duel', en: 'Combat winner' },
  clash_winner: { fr: 'Vainqueur de la mêlée', en: 'Clash winner' },
  most_wanted_winner: { fr: 'Champion du concours', en: 'Most wanted winner' },
  ultimate_player: { fr: 'Joueur ultime', en: 'Ultimate player' },
  quiz_warrior: { fr: 'Guerrier du quiz', en: 'Quiz warrior' },
  super_sonic: { fr: 'Supersonique', en: 'Super sonic' },
  flashback: { fr: 'Flashback', en: 'Flashback' },
  brainiac: { fr: 'Cerveau', en: 'Brainiac' },
  big_thing: { fr: 'Grand esprit', en: 'Big thing' },
  elite: { fr: 'Élite', en: 'Elite' },
  thirsty: { fr: 'Assoiffé de savoir', en: 'Thirsty' },
  power_elite: { fr: 'Super élite', en: 'Power elite' },
  sharing_caring: { fr: 'Partageur', en: 'Sharing caring' },
  streak: { fr: 'Série', en: 'Streak' },
};

/**
 * A profile's running counters, as `unlockFor` (lambdas/src/badges/unlock-for.ts) reads them; battle, contest and
 * referral counters are given by the consumer that knows them, and start at 0 elsewhere.
 */
export interface BadgeCounters {
  games: number;
  correctAnswers: number;
  /** Every coin the profile earned, from any activity (docs/economy.md « Badges »: what counts). */
  coinsEarned: number;
  dailyStreak: number;
  /** Consecutive Paris days with any practice: a game, a dictation, a spelling session, a flashcard, a crossword, a battle. */
  playStreak: number;
  oneToOneWins: number;
  groupBattleWins: number;
  contestWins: number;
  randomBattleWinStreak: number;
  sharedWith: number;
  /** Highest place reached on a monthly leaderboard with at least ULTIMATE_PLAYER_MIN_POINTS (0 = never). */
  bestMonthlyRank: number;
  /** Badges unlocked so far (power elite counts them). */
  badges: number;
}

/** One finished game, as much of it as the game badges look at. */
export interface GameFacts {
  mode: string;
  total: number;
  correct: number;
  lifelinesUsed: number;
  /** Average time to answer, in milliseconds. */
  averageMs: number;
}

/** The badges a single game can earn need at least this many questions (seed §9). */
export const MIN_BADGE_QUESTIONS = 5;
export const SUPER_SONIC_AVERAGE_MS = 5_000;
export const BIG_THING_CORRECT_ANSWERS = 5_000;
export const ELITE_COINS = 5_000;
export const THIRSTY_DAYS = 30;
export const STREAK_DAYS = 30;
export const POWER_ELITE_BADGES = 10;
export const SHARING_CARING_USERS = 50;
export const QUIZ_WARRIOR_WINS = 3;
/** Ultimate player: first on a monthly leaderboard with at least this many points (so not merely the month's first player). */
export const ULTIMATE_PLAYER_MIN_POINTS = 1_000;

interface Progress { current: number; target: number }

const counterRules: Record<BadgeType, (c: BadgeCounters) => Progress> = {
  dashing_debut: (c) => ({ current: c.games, target: 1 }),
  combat_winner: (c) => ({ current: c.oneToOneWins, target: 1 }),
  clash_winner: (c) => ({ current: c.groupBattleWins, target: 1 }),
  most_wanted_winner: (c) => ({ current: c.contestWins, target: 1 }),
  ultimate_player: (c) => ({ current: c.bestMonthlyRank === 1 ? 1 : 0, target: 1 }),
  quiz_warrior: (c) => ({ current: c.randomBattleWinStreak, target: QUIZ_WARRIOR_WINS }),
  // The three game badges are earned by one game; their progress is all or nothing.
  super_sonic: () => ({ current: 0, target: 1 }),
  flashback: () => ({ current: 0, target: 1 }),
  brainiac: () => ({ current: 0, target: 1 }),
  big_thing: (c) => ({ current: c.correctAnswers, target: BIG_THING_CORRECT_ANSWERS }),
  // "More than" in the seed: strictly above the figure.
  elite: (c) => ({ current: c.coinsEarned, target: ELITE_COINS + 1 }),
  thirsty: (c) => ({ current: c.dailyStreak, target: THIRSTY_DAYS }),
  power_elite: (c) => ({ current: c.badges, target: POWER_ELITE_BADGES + 1 }),
  sharing_caring: (c) => ({ current: c.sharedWith, target: SHARING_CARING_USERS + 1 }),
  streak: (c) => ({ current: c.playStreak, target: STREAK_DAYS }),
};

export function badgeProgress(type: BadgeType, counters: BadgeCounters): Progress {
  const { current, target } = counterRules[type](counters);
  return { current: Math.min(current, target), target };
}

/** Badges a single game earns by itself (seed: at least 5 questions). */
export function gameBadges(game: GameFacts): BadgeType[] {
  if (game.total < MIN_BADGE_QUESTIONS || game.correct !== game.total) return [];
  const earned: BadgeType[] = [];
  if (game.averageMs <= SUPER_SONIC_AVERAGE_MS) earned.push('super_sonic');
  if (game.mode === 'fun-and-learn') earned.push('flashback');
  if (game.lifelinesUsed === 0) earned.push('brainiac');
  return earned;
}

/**
 * Every badge the counters (and the game just played, if any) justify, except power elite, which depends on how many
 * of these end up unlocked: see `powerEliteEarned`.
 */
export function earnedBadges(counters: BadgeCounters, game?: GameFacts): BadgeType[] {
  const byCounters = badgeTypes.filter((type) => type !== 'power_elite' && !['super_sonic', 'flashback', 'brainiac'].includes(type))
    .filter((type) => { const { current, target } = counterRules[type](counters); return current >= target; });
  return [...new Set([...byCounters, ...(game ? gameBadges(game) : [])])];
}

/** Power elite: more than ten other badges unlocked. */
export function powerEliteEarned(unlocked: readonly BadgeType[]): boolean {
  return unlocked.filter((type) => type !== 'power_elite').length > POWER_ELITE_BADGES;
}

export const emptyCounters: BadgeCounters = {
  games: 0, correctAnswers: 0, coinsEarned: 0, dailyStreak: 0, playStreak: 0, oneToOneWins: 0, groupBattleWins: 0,
  contestWins: 0, randomBattleWinStreak: 0, sharedWith: 0, bestMonthlyRank: 0, badges: 0,
};
