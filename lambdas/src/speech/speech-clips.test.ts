import { PollyClient, SynthesizeSpeechCommand } from '@aws-sdk/client-polly';
import { HeadObjectCommand, NotFound, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderSpeechClips, speechKey } from './speech-clips.ts';

const polly = mockClient(PollyClient);
const s3 = mockClient(S3Client);
const collaborators = { polly: new PollyClient({}), s3: new S3Client({}), bucket: 'speech-bucket', voice: 'Lea' as const };
/** The one method of Polly's audio stream that speechClips reads. */
const audio = (text: string) => ({ transformToByteArray: async () => new Uint8Array(Buffer.from(`mp3:${text}`)) }) as any;
const missing = () => new NotFound({ message: 'Not Found', $metadata: { httpStatusCode: 404 } });

describe('speechClips', () => {
  beforeEach(() => {
    polly.reset();
    s3.reset();
  });

  it('keys clips by voice, engine and SSML', () => {
    expect(speechKey('Lea', '<speak>a</speak>')).toMatch(/^speech\/Lea\/[0-9a-f]{64}\.mp3$/);
    expect(speechKey('Lea', '<speak>a</speak>')).toBe(speechKey('Lea', '<speak>a</speak>'));
    expect(speechKey('Remi', '<speak>a</speak>')).not.toBe(speechKey('Lea', '<speak>a</speak>'));
    expect(speechKey('Lea', '<speak>a</speak>', 'standard')).not.toBe(speechKey('Lea', '<speak>a</speak>'));
    expect(speechKey('Lea', '<speak>b</speak>')).not.toBe(speechKey('Lea', '<speak>a</speak>'));
  });

  it('renders and stores only the missing clips, and answers their URLs in order', async () => {
    // Prepare: "a" is stored already, "b" is not.
    const stored = speechKey('Lea', '<speak>a</speak>');
    s3.on(HeadObjectCommand).rejects(missing()).on(HeadObjectCommand, { Key: stored }).resolves({});
    s3.on(PutObjectCommand).resolves({});
    polly.on(SynthesizeSpeechCommand).callsFake(async (input: { Text: string }) => ({ AudioStream: audio(input.Text) }));

    // Act
    const clips = await renderSpeechClips([{ ssml: '<speak>a</speak>' }, { ssml: '<speak>b</speak>' }], collaborators);

    // Assess
    expect(clips).toEqual([{ url: `/media/${stored}` }, { url: `/media/${speechKey('Lea', '<speak>b</speak>')}` }]);
    expect(polly.commandCalls(SynthesizeSpeechCommand).map((call) => call.args[0].input)).toEqual([
      { Engine: 'neural', LanguageCode: 'fr-FR', OutputFormat: 'mp3', Text: '<speak>b</speak>', TextType: 'ssml', VoiceId: 'Lea' },
    ]);
    const [put] = s3.commandCalls(PutObjectCommand).map((call) => call.args[0].input);
    expect(put).toMatchObject({ Bucket: 'speech-bucket', Key: speechKey('Lea', '<speak>b</speak>'), ContentType: 'audio/mpeg', CacheControl: 'public, max-age=31536000, immutable' });
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
