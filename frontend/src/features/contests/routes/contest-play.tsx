import { Navigate, useParams } from 'react-router';
import { contestGamePath, contestsPath } from '../contest-paths';

/**
 * `/quiz/contests/:contestId/play`: the contest's playboard is the quiz engine's play page (mode `contest`), which
 * starts the profile's one game, or picks it up after a refresh, and refuses a second one.
 */
export function ContestPlayRoute() {
  const { contestId } = useParams();
  return <Navigate replace to={contestId ? contestGamePath(contestId) : contestsPath} />;
}
