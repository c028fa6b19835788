/**
 * The keys of a profile's own partition, `PROFILE#<id>`, where data modules keep a profile's items: the sort keys each
 * module writes there (`profileSortKeys`, from which the ownership registry lists the partition's families, so that
 * deleting a profile finds them), one function per key shape, and `PROFILE#<id>` as the sort key of a profile's row in
 * another partition (its account's, a board's, a report's). Nothing else in `data/` spells `PROFILE#`.
 */
export const PROFILE_PREFIX = 'PROFILE#';

/** The sort keys of the profile partition, whole (`STATS`) or as the prefix before an id (`BADGE#`), by the data module that writes them. */
export const profileSortKeys = {
  // totals and streaks, counters per category, per mode, per Paris day and per day and category, and one marker per game applied
  stats: { totals: 'STATS', category: 'STATCAT#', mode: 'STATMODE#', day: 'DAY#', dayCategory: 'DAYCAT#', applied: 'APPLIED#stats#' },
  badges: { badge: 'BADGE#' },
  notifications: { notification: 'NOTIF#' },
  bookmarks: { bookmark: 'BOOKMARK#' },
  dictations: { attempt: 'DICTATION#', settings: 'DICTATION_SETTINGS' },
  'level-progress': { levels: 'LEVELS#' },
  games: { daily: 'DAILY#' },
  leaderboards: { applied: 'APPLIED#leaderboard#' },
  crosswords: { puzzle: 'CROSSWORD#' },
  // decks, cards, review logs, settings and the day's new-card count
  flashcards: { deck: 'FLASHDECK#', card: 'FLASHCARD#', log: 'FLASHLOG#', settings: 'FLASHCARD_SETTINGS', newCards: 'FLASHNEW#' },
  // sessions, parents' lists and their count
  spelling: { session: 'SPELLING#', list: 'SPELLLIST#', listCount: 'SPELLLISTS' },
  // totals, one record per opponent, one history line per battle, and one marker per battle applied
  'battle-stats': { totals: 'BATTLESTATS', opponent: 'BATTLEOPP#', history: 'BATTLEHIST#', applied: 'APPLIED#battle-stats#' },
  // totals and one marker per session added
  'spelling-statistics': { totals: 'SPELLSTATS', applied: 'APPLIED#spelling-stats#' },
  // the profile's one attempt at each exam (its claim), and wrong keys tried per 15-minute window
  exams: { attempt: 'EXAM#', keyTries: 'EXAMKEY#' },
  // the practice streak: consecutive Paris days with any practice (the « Série » badge)
  practice: { streak: 'PRACTICE' },
  // a guest's note of each seat it took in someone else's battle, so erasing the guest scrubs that seat first
  battles: { seat: 'BATTLESEAT#' },
  // how each random-matchmaking search ended (its battle, or closed), so a late copy of its seek opens no new ticket
  matchmaking: { searchEnd: 'SEARCHEND#' },
} as const satisfies Record<string, Record<string, string>>;

export interface ProfileItemKey { pk: string; sk: string }

/** The profile's partition key, `PROFILE#<id>`. */
export const profilePk = (profileId: string) => `${PROFILE_PREFIX}${profileId}`;
/** A profile's row in another partition is keyed `PROFILE#<id>` there. */
export const profileSk = (profileId: string) => `${PROFILE_PREFIX}${profileId}`;
export const isProfileSk = (sk: unknown) => String(sk).startsWith(PROFILE_PREFIX);
/** The profile id of a `PROFILE#<id>` sort key. */
export const profileIdOfSk = (sk: unknown) => String(sk).slice(PROFILE_PREFIX.length);

const key = (profileId: string, sk: string): ProfileItemKey => ({ pk: profilePk(profileId), sk });
const sk = profileSortKeys;

/** Every key of the profile partition, one function per shape. */
export const profileKeys = {
  stats: (profileId: string) => key(profileId, sk.stats.totals),
  statsCategory: (profileId: string, category: string) => key(profileId, `${sk.stats.category}${category}`),
  statsMode: (profileId: string, mode: string) => key(profileId, `${sk.stats.mode}${mode}`),
  statsDay: (profileId: string, day: string) => key(profileId, `${sk.stats.day}${day}`),
  statsDayCategory: (profileId: string, day: string, category: string) => key(profileId, `${sk.stats.dayCategory}${day}#${category}`),
  statsApplied: (profileId: string, gameId: string) => key(profileId, `${sk.stats.applied}${gameId}`),
  badge: (profileId: string, type: string) => key(profileId, `${sk.badges.badge}${type}`),
  notification: (profileId: string, id: string) => key(profileId, `${sk.notifications.notification}${id}`),
  bookmark: (profileId: string, bookmarkId: string) => key(profileId, `${sk.bookmarks.bookmark}${bookmarkId}`),
  dictationAttempt: (profileId: string, attemptId: string) => key(profileId, `${sk.dictations.attempt}${attemptId}`),
  dictationSettings: (profileId: string) => key(profileId, sk.dictations.settings),
  levels: (profileId: string, category: string, subcategory: string) => key(profileId, `${sk['level-progress'].levels}${category}#${subcategory}`),
  daily: (profileId: string, day: string) => key(profileId, `${sk.games.daily}${day}`),
  leaderboardApplied: (profileId: string, gameId: string) => key(profileId, `${sk.leaderboards.applied}${gameId}`),
  crossword: (profileId: string, puzzleId: string) => key(profileId, `${sk.crosswords.puzzle}${puzzleId}`),
  flashcardDeck: (profileId: string, deckId: string) => key(profileId, `${sk.flashcards.deck}${deckId}`),
  flashcard: (profileId: string, deckId: string, cardId: string) => key(profileId, `${sk.flashcards.card}${deckId}#${cardId}`),
  flashcardLog: (profileId: string, reviewId: string) => key(profileId, `${sk.flashcards.log}${reviewId}`),
  flashcardSettings: (profileId: string) => key(profileId, sk.flashcards.settings),
  flashcardNewCards: (profileId: string, day: string) => key(profileId, `${sk.flashcards.newCards}${day}`),
  spellingSession: (profileId: string, sessionId: string) => key(profileId, `${sk.spelling.session}${sessionId}`),
  spellingList: (profileId: string, listId: string) => key(profileId, `${sk.spelling.list}${listId}`),
  spellingListCount: (profileId: string) => key(profileId, sk.spelling.listCount),
  battleStats: (profileId: string) => key(profileId, sk['battle-stats'].totals),
  battleOpponent: (profileId: string, opponentId: string) => key(profileId, `${sk['battle-stats'].opponent}${opponentId}`),
  battleHistory: (profileId: string, finishedAt: string, battleId: string) => key(profileId, `${sk['battle-stats'].history}${finishedAt}#${battleId}`),
  battleStatsApplied: (profileId: string, battleId: string) => key(profileId, `${sk['battle-stats'].applied}${battleId}`),
  spellingStats: (profileId: string) => key(profileId, sk['spelling-statistics'].totals),
  spellingStatsApplied: (profileId: string, sessionId: string) => key(profileId, `${sk['spelling-statistics'].applied}${sessionId}`),
  examTaker: (profileId: string, examId: string) => key(profileId, `${sk.exams.attempt}${examId}`),
  examKeyTries: (profileId: string, window: number) => key(profileId, `${sk.exams.keyTries}${window}`),
  practice: (profileId: string) => key(profileId, sk.practice.streak),
  battleSeat: (profileId: string, battleId: string) => key(profileId, `${sk.battles.seat}${battleId}`),
  searchEnd: (profileId: string, seekId: string) => key(profileId, `${sk.matchmaking.searchEnd}${seekId}`),
};
