/** The contest pages' addresses. A contest game is played on the quiz's play page (`/quiz/<mode>/play?…`, mode `contest`). */
export const contestsPath = '/quiz/contests';
export const contestLeaderboardPath = (contestId: string) => `${contestsPath}/${encodeURIComponent(contestId)}/leaderboard`;
export const contestPlayPath = (contestId: string) => `${contestsPath}/${encodeURIComponent(contestId)}/play`;
/** Where `/quiz/contests/:contestId/play` leads: the quiz engine's play page, which starts (or resumes) the game. */
export const contestGamePath = (contestId: string) => `/quiz/contest/play?${new URLSearchParams({ contestId }).toString()}`;
