import { getGame as contract } from '@plume/shared/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as z from 'zod';
import { call } from '@/lib/api-client';
import { quizKeys } from './query-keys';

export type ResumedGame = z.infer<typeof contract.response>;
export type AnsweredQuestion = ResumedGame['review'][number];

/** `get_game`: one of the caller's games as it stands, to pick it up after a refresh (404 `game_not_found`). */
export function getGame(input: { gameId: string }): Promise<ResumedGame> {
  return call('get_game', input, { showSuccessToast: false, schema: contract.response });
}

/**
 * Read once per play page: the page plays on from it and never reads it again, and a later visit must not start
 * from this one's snapshot (dropped from the cache as soon as nothing shows it).
 */
export const gameQueryOptions = (gameId: string) => queryOptions({ queryKey: quizKeys.game(gameId), queryFn: () => getGame({ gameId }), staleTime: Infinity, gcTime: 0 });

export function useGame(gameId: string | undefined) {
  return useQuery({ ...gameQueryOptions(gameId ?? ''), enabled: !!gameId });
}
