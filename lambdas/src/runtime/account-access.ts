import { getAccountAccess, type AccountAccess } from '#account/data/accounts';

/**
 * Account status for `player` routes (moves in a game already started), remembered per process for at most 60 s:
 * a move then costs no extra read most of the time, and a deactivated or deleted account loses its games within a
 * minute at worst. Deactivation and deletion forget the entry at once in the process that performs them only (the
 * local cloud, too, runs several). Other levels read the account on every request.
 */
export const ACCOUNT_ACCESS_MAX_AGE_MS = 60_000;
const MAX_ENTRIES = 10_000;
const remembered = new Map<string, { access: AccountAccess; readAt: number }>();

export async function recentAccountAccess(uid: string, now = Date.now()): Promise<AccountAccess> {
  const entry = remembered.get(uid);
  if (entry && now - entry.readAt < ACCOUNT_ACCESS_MAX_AGE_MS) return entry.access;
  const access = await getAccountAccess(uid);
  remembered.delete(uid);
  // A Map keeps insertion order: the first key is the oldest entry.
  if (remembered.size >= MAX_ENTRIES) remembered.delete(remembered.keys().next().value!);
  remembered.set(uid, { access, readAt: now });
  return access;
}

export function forgetAccountAccess(uid: string): void {
  remembered.delete(uid);
}
