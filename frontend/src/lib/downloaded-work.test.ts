import { describe, expect, it } from 'vitest';
import { memoryDeviceStore } from './device-store';
import { waitingWorkSender } from './downloaded-work';

interface Work { id: string; downloadedAt: string; state: 'waiting' | 'sent' }

describe('the sending of downloaded work', () => {
  it('gives a call made during a pass one more pass, so work handed in meanwhile is sent before it settles', async () => {
    const store = memoryDeviceStore<Work>((work) => work.id);
    await store.put({ id: 'a', downloadedAt: '2026-11-30T08:00:00Z', state: 'waiting' });
    const sent: string[] = [];
    let releaseFirst!: () => void;
    const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
    const send = waitingWorkSender<Work>({
      work: 'spelling',
      store: () => store,
      waiting: (work) => work.state === 'waiting',
      downloadedAt: (work) => work.downloadedAt,
      send: async (work) => {
        if (work.id === 'a') await firstHeld;
        sent.push(work.id);
        return { ...work, state: 'sent' };
      },
      refused: (work) => work,
      after: () => undefined,
    });

    const first = send();
    // While the first pass sends « a », « b » is handed in and sent for: the first pass read the list without it.
    await store.put({ id: 'b', downloadedAt: '2026-11-30T09:00:00Z', state: 'waiting' });
    const second = send();
    releaseFirst();
    await Promise.all([first, second]);

    expect(sent).toEqual(['a', 'b']);
    expect((await store.all()).map((work) => work.state)).toEqual(['sent', 'sent']);
  });
});
