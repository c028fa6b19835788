import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { cloud } from '#test/cloud-client';
import { useLocalCloudEnvironment } from '#test/local-cloud-env';

/** speechClips against the local cloud: the real Polly and S3 clients, the local Polly (espeak-ng) and S3, the gateway. */
describe('speech clips', () => {
  let clips: typeof import('./speech-clips.ts');
  let pollyClient: typeof import('#clients/polly')['polly'];
  let s3Client: typeof import('#clients/s3')['s3'];
  beforeAll(async () => {
    useLocalCloudEnvironment();
    clips = await import('./speech-clips.ts');
    pollyClient = (await import('#clients/polly')).polly;
    s3Client = (await import('#clients/s3')).s3;
  });

  it('renders only missing clips, stores them, and serves them under /media/ with immutable caching and byte ranges', async () => {
    // Prepare: a phrase no other run has rendered, and the same phrase twice (one render, one key).
    const fresh = `<speak><prosody rate="slow">Le chat dort <break time="300ms"/>point<break time="300ms"/></prosody><!-- ${randomUUID()} --></speak>`;
    const renders = vi.spyOn(pollyClient, 'send');
    const puts = vi.spyOn(s3Client, 'send');

    // Act
    const first = await clips.speechClips([{ ssml: fresh }]);
    const second = await clips.speechClips([{ ssml: fresh }, { ssml: fresh }]);

    // Assess: one synthesis in all; the second call found the clip with HeadObject.
    expect(renders).toHaveBeenCalledTimes(1);
    expect(puts.mock.calls.map(([command]) => command.constructor.name)).toEqual(['HeadObjectCommand', 'PutObjectCommand', 'HeadObjectCommand', 'HeadObjectCommand']);
    expect(first[0]!.url).toMatch(/^\/media\/speech\/Lea\/[0-9a-f]{64}\.mp3$/);
    expect(second).toEqual([first[0], first[0]]);
    expect(first[0]!.url).toBe(await clips.speechClipUrl(fresh));

    const url = `${cloud().url}${first[0]!.url}`;
    const whole = await fetch(url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('audio/mpeg');
    expect(whole.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    const audio = Buffer.from(await whole.arrayBuffer());
    expect(audio[0]).toBe(0xff);
    expect(audio.length).toBeGreaterThan(5000);

    const part = await fetch(url, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${audio.length}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(audio.subarray(100, 200));

    const revalidated = await fetch(url, { headers: { 'if-none-match': whole.headers.get('etag')! } });
    expect(revalidated.status).toBe(304);
    expect((await fetch(`${cloud().url}/media/speech/Lea/${'0'.repeat(64)}.mp3`)).status).toBe(404);
  });
});
