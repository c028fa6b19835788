import { OFFLINE_CLIPS_CACHE } from './offline-data';

/**
 * Sounds kept on this device for sessions downloaded to play offline (a spelling session, a dictation): in the Cache
 * Storage, since the service worker never caches `/media/*` itself (docs/offline.md). Where the browser has no Cache
 * Storage (the screen tests), nothing is kept and the sounds play from their address.
 */
const keptClips = async () => (typeof caches === 'undefined' ? undefined : caches.open(OFFLINE_CLIPS_CACHE));

/** Keeps every sound, or fails (a session with a sound that cannot be heard is no use on a train). */
export async function keepClips(urls: readonly string[]): Promise<void> {
  await (await keptClips())?.addAll([...new Set(urls)]);
}

export async function forgetClips(urls: readonly string[]): Promise<void> {
  const cache = await keptClips();
  await Promise.all(urls.map((url) => cache?.delete(url)));
}

/** Where a sound plays from: an object URL of its kept copy (offline the network would fail), else its address. */
export async function playableClip(url: string): Promise<{ url: string; revoke: () => void }> {
  const kept = await (await keptClips())?.match(url);
  if (!kept) return { url, revoke: () => undefined };
  const objectUrl = URL.createObjectURL(await kept.blob());
  return { url: objectUrl, revoke: () => URL.revokeObjectURL(objectUrl) };
}
