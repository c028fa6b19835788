import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetClips, keepClips, playableClip } from './offline-clips';
import { OFFLINE_CLIPS_CACHE } from './offline-data';
import { useClipPlayer } from './use-clip-player';

/** A Cache Storage in memory (jsdom has none): `addAll` fetches each address, as the browser's does. */
function fakeCacheStorage() {
  const kept = new Map<string, Blob>();
  const opened: string[] = [];
  const cache = {
    addAll: vi.fn(async (urls: string[]) => {
      for (const url of urls) kept.set(url, new Blob([`son de ${url}`], { type: 'audio/mpeg' }));
    }),
    // jsdom's Blob is not undici's, which its Response would need: the one method read, by hand.
    match: async (url: string) => (kept.has(url) ? ({ blob: async () => kept.get(url)! } as Response) : undefined),
    delete: async (url: string) => kept.delete(url),
  };
  vi.stubGlobal('caches', { open: async (name: string) => (opened.push(name), cache) });
  return { kept, cache, opened };
}

// jsdom has no object URLs: each test gives URL its own, and the next file finds URL as jsdom made it.
const jsdomUrl = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
afterEach(() => void Object.assign(URL, jsdomUrl));

describe('sounds kept on the device', () => {
  it('keeps each sound once, plays the kept copy from an object URL, and the address of one not kept', async () => {
    const { kept, cache, opened } = fakeCacheStorage();
    const createObjectURL = vi.fn(() => 'blob:copie-1');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });

    await keepClips(['/media/speech/Lea/a.mp3', '/media/speech/Lea/a.mp3', '/media/speech/Lea/b.mp3']);
    expect(cache.addAll).toHaveBeenCalledWith(['/media/speech/Lea/a.mp3', '/media/speech/Lea/b.mp3']);
    expect(new Set(opened)).toEqual(new Set([OFFLINE_CLIPS_CACHE]));

    const copy = await playableClip('/media/speech/Lea/a.mp3');
    expect(copy.url).toBe('blob:copie-1');
    copy.revoke();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:copie-1');
    expect((await playableClip('/media/speech/Lea/c.mp3')).url).toBe('/media/speech/Lea/c.mp3');

    await forgetClips(['/media/speech/Lea/a.mp3']);
    expect([...kept.keys()]).toEqual(['/media/speech/Lea/b.mp3']);
  });

  it('has the clip player play the kept copy, and let go of it when the next clip plays', async () => {
    fakeCacheStorage();
    await keepClips(['/media/speech/Lea/a.mp3']);
    let next = 0;
    Object.assign(URL, { createObjectURL: vi.fn(() => `blob:copie-${++next}`), revokeObjectURL: vi.fn() });
    const played: string[] = [];
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
      played.push(this.src);
      return Promise.resolve();
    });
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    const { result } = renderHook(() => useClipPlayer());

    await act(async () => result.current.play('/media/speech/Lea/a.mp3'));
    await vi.waitFor(() => expect(played).toEqual(['blob:copie-1']));
    await act(async () => result.current.play('/media/speech/Lea/pas-garde.mp3'));
    await vi.waitFor(() => expect(played).toHaveLength(2));
    expect(played[1]).toMatch(/\/media\/speech\/Lea\/pas-garde\.mp3$/);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:copie-1');
    expect(result.current.failed).toBe(false);
  });
});
