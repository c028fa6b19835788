import { createHmac } from 'node:crypto';
import { SynthesizeSpeechCommand, type Engine, type PollyClient, type VoiceId } from '@aws-sdk/client-polly';
import { HeadObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { env } from '#clients/env';
import { polly } from '#clients/polly';
import { s3 } from '#clients/s3';
import { speechClipNamingKey } from '#clients/secrets';

/**
 * Server-rendered speech, content-addressed: a clip's key is a keyed hash of what makes its sound (voice, engine,
 * SSML), so a clip is rendered once and then served from the bucket (CloudFront in front on AWS, the gateway locally)
 * for as long as it exists. Two requests racing on the same missing clip may both render it: they write the same bytes
 * to the same key, so the waste is one Polly call, and no lock is needed.
 *
 * Keyed, not a plain hash: a spelling item's or a dictation phrase's clip URL reaches the learner before the answer,
 * and a plain SHA-256 of the SSML (whose template is public) would let anyone test « élève » against « élêve » offline
 * — an oracle for the answer. The naming key is a server secret (`SPEECH_CLIP_SECRET_ID`), never sent anywhere.
 */

/** Polly's neural engine (Léa and Rémi are neural French voices). */
const ENGINE: Engine = 'neural';
/** Clips rendered at once: Polly's default quota is far above, and a dictation has ~10–25 clips. */
const CONCURRENCY = 4;
/** Where the site serves the bucket's keys (a CloudFront behavior on AWS, the local gateway on a laptop). */
export const MEDIA_PATH = '/media/';
export const SPEECH_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export interface SpeechClip { url: string }

export interface SpeechCollaborators {
  polly: Pick<PollyClient, 'send'>;
  s3: Pick<S3Client, 'send'>;
  bucket: string;
  voice: VoiceId;
  /** The secret the clips' names are keyed with. */
  namingKey: string;
}

/**
 * `speech/<voice>/<HMAC-SHA256>.mp3`: the same SSML in the same voice and engine always gives the same key under the
 * same naming key, and nobody without that key can tell which SSML a key names.
 */
export function speechKey(namingKey: string, voice: string, ssml: string, engine: string = ENGINE): string {
  const hash = createHmac('sha256', namingKey).update(`${voice}\n${engine}\n${ssml}`).digest('hex');
  return `speech/${voice}/${hash}.mp3`;
}

/**
 * Where a clip is served, known without rendering it or asking the bucket: a session can hand out every item's URL at
 * once and render each item's clips only when the item is served.
 */
export async function speechClipUrl(ssml: string): Promise<string> {
  return `${MEDIA_PATH}${speechKey(await speechClipNamingKey(), env.pollyVoiceId, ssml)}`;
}

/** The URL of each clip, in order, rendering (Polly) and storing (S3) only the clips the bucket does not hold yet. */
export async function speechClips(items: readonly { ssml: string }[]): Promise<SpeechClip[]> {
  return renderSpeechClips(items, { polly, s3, bucket: env.speechBucket, voice: env.pollyVoiceId, namingKey: await speechClipNamingKey() });
}

export async function renderSpeechClips(items: readonly { ssml: string }[], collaborators: SpeechCollaborators): Promise<SpeechClip[]> {
  return mapBounded(items, CONCURRENCY, async ({ ssml }) => {
    const key = speechKey(collaborators.namingKey, collaborators.voice, ssml);
    if (!(await exists(collaborators, key))) await render(collaborators, key, ssml);
    return { url: `${MEDIA_PATH}${key}` };
  });
}

/** HeadObject: a 404 is a missing clip (the functions may ListBucket, without which S3 would answer 403). */
async function exists({ s3: client, bucket }: SpeechCollaborators, key: string): Promise<boolean> {
  try {
    await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return true;
  } catch (error) {
    if ((error as Error).name === 'NotFound' || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return false;
    throw error;
  }
}

async function render({ polly: client, s3: store, bucket, voice }: SpeechCollaborators, key: string, ssml: string): Promise<void> {
  const speech = await client.send(new SynthesizeSpeechCommand({ Engine: ENGINE, LanguageCode: 'fr-FR', OutputFormat: 'mp3', Text: ssml, TextType: 'ssml', VoiceId: voice }));
  if (!speech.AudioStream) throw new Error('Polly answered without audio');
  const audio = await speech.AudioStream.transformToByteArray();
  await store.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: audio, ContentType: 'audio/mpeg', CacheControl: SPEECH_CACHE_CONTROL }));
}

/** `items.map(work)` with at most `limit` calls in flight, results in the items' order. */
async function mapBounded<Item, Result>(items: readonly Item[], limit: number, work: (item: Item) => Promise<Result>): Promise<Result[]> {
  const results = new Array<Result>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
