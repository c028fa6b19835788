import { createHash } from 'node:crypto';
import { PollyClient, SynthesizeSpeechCommand } from '@aws-sdk/client-polly';
import { HeadObjectCommand, NotFound, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderSpeechClips, speechKey } from './speech-clips.ts';

const polly = mockClient(PollyClient);
const s3 = mockClient(S3Client);
const namingKey = 'clé-de-test';
const collaborators = { polly: new PollyClient({}), s3: new S3Client({}), bucket: 'speech-bucket', voice: 'Lea' as const, namingKey };
/** The one method of Polly's audio stream that speechClips reads. */
const audio = (text: string) => ({ transformToByteArray: async () => new Uint8Array(Buffer.from(`mp3:${text}`)) }) as any;
const missing = () => new NotFound({ message: 'Not Found', $metadata: { httpStatusCode: 404 } });

describe('speechClips', () => {
  beforeEach(() => {
    polly.reset();
    s3.reset();
  });

  it('keys clips by voice, engine and SSML, under the naming key', () => {
    expect(speechKey(namingKey, 'Lea', '<speak>a</speak>')).toMatch(/^speech\/Lea\/[0-9a-f]{64}\.mp3$/);
    expect(speechKey(namingKey, 'Lea', '<speak>a</speak>')).toBe(speechKey(namingKey, 'Lea', '<speak>a</speak>'));
    expect(speechKey(namingKey, 'Remi', '<speak>a</speak>')).not.toBe(speechKey(namingKey, 'Lea', '<speak>a</speak>'));
    expect(speechKey(namingKey, 'Lea', '<speak>a</speak>', 'standard')).not.toBe(speechKey(namingKey, 'Lea', '<speak>a</speak>'));
    expect(speechKey(namingKey, 'Lea', '<speak>b</speak>')).not.toBe(speechKey(namingKey, 'Lea', '<speak>a</speak>'));
  });

  it('gives a name nobody can check a guessed spelling against without the key (no answer oracle)', () => {
    // The learner has the URL of « élève »'s clip and knows how the SSML is written: a plain hash of each candidate
    // spelling would find the right one. Under the server's key, neither candidate's plain hash is the name.
    const ssml = (word: string) => `<speak><prosody rate="slow">${word}</prosody></speak>`;
    const served = speechKey(namingKey, 'Lea', ssml('élève'));
    const plain = (word: string) => `speech/Lea/${createHash('sha256').update(`Lea\nneural\n${ssml(word)}`).digest('hex')}.mp3`;
    expect([plain('élève'), plain('élêve')]).not.toContain(served);
    // A guessed key does not find it either; the server's own key does.
    expect(speechKey('une-autre-clé', 'Lea', ssml('élève'))).not.toBe(served);
    expect(speechKey(namingKey, 'Lea', ssml('élève'))).toBe(served);
  });

  it('renders and stores only the missing clips, and answers their URLs in order', async () => {
    // Prepare: "a" is stored already, "b" is not.
    const stored = speechKey(namingKey, 'Lea', '<speak>a</speak>');
    s3.on(HeadObjectCommand).rejects(missing()).on(HeadObjectCommand, { Key: stored }).resolves({});
    s3.on(PutObjectCommand).resolves({});
    polly.on(SynthesizeSpeechCommand).callsFake(async (input: { Text: string }) => ({ AudioStream: audio(input.Text) }));

    // Act
    const clips = await renderSpeechClips([{ ssml: '<speak>a</speak>' }, { ssml: '<speak>b</speak>' }], collaborators);

    // Assess
    expect(clips).toEqual([{ url: `/media/${stored}` }, { url: `/media/${speechKey(namingKey, 'Lea', '<speak>b</speak>')}` }]);
    expect(polly.commandCalls(SynthesizeSpeechCommand).map((call) => call.args[0].input)).toEqual([
      { Engine: 'neural', LanguageCode: 'fr-FR', OutputFormat: 'mp3', Text: '<speak>b</speak>', TextType: 'ssml', VoiceId: 'Lea' },
    ]);
    const [put] = s3.commandCalls(PutObjectCommand).map((call) => call.args[0].input);
    expect(put).toMatchObject({ Bucket: 'speech-bucket', Key: speechKey(namingKey, 'Lea', '<speak>b</speak>'), ContentType: 'audio/mpeg', CacheControl: 'public, max-age=31536000, immutable' });
    expect(Buffer.from(put!.Body as Uint8Array).toString()).toBe('mp3:<speak>b</speak>');
  });

  it('renders at most 4 clips at once', async () => {
    let inFlight = 0;
    let most = 0;
    s3.on(HeadObjectCommand).rejects(missing()).on(PutObjectCommand).resolves({});
    polly.on(SynthesizeSpeechCommand).callsFake(async () => {
      most = Math.max(most, ++inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight--;
      return { AudioStream: audio('x') };
    });
    const clips = await renderSpeechClips(Array.from({ length: 12 }, (_, i) => ({ ssml: `<speak>${i}</speak>` })), collaborators);
    expect(clips).toHaveLength(12);
    expect(most).toBe(4);
  });

  it('fails rather than rendering when S3 answers something other than not found', async () => {
    s3.on(HeadObjectCommand).rejects(new S3ServiceException({ name: 'AccessDenied', $fault: 'client', message: 'Access Denied', $metadata: { httpStatusCode: 403 } }));
    await expect(renderSpeechClips([{ ssml: '<speak>a</speak>' }], collaborators)).rejects.toMatchObject({ name: 'AccessDenied' });
    expect(polly.commandCalls(SynthesizeSpeechCommand)).toHaveLength(0);
  });
});
