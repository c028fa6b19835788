import { PollyClient, SynthesizeSpeechCommand, ValidationException } from '@aws-sdk/client-polly';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billedCharacters, LocalPolly } from './polly.ts';
import { freePort } from './ports.ts';

/** Frames of an MPEG-2 Layer III stream at 22,050 Hz: 576 samples each. */
function mp3Seconds(mp3: Uint8Array): number {
  let frames = 0;
  for (let at = 0; at + 4 <= mp3.length; ) {
    const header = (mp3[at]! << 24) | (mp3[at + 1]! << 16) | (mp3[at + 2]! << 8) | mp3[at + 3]!;
    if ((header & 0xffe00000) !== (0xffe00000 | 0)) break;
    const kbps = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160][(header >> 12) & 0xf]!;
    const padding = (header >> 9) & 1;
    at += Math.floor((72 * kbps * 1000) / 22050) + padding;
    frames++;
  }
  return (frames * 576) / 22050;
}

/** The local Polly on its own, driven by the real SDK client exactly as a handler drives Polly. */
describe('local Polly', () => {
  const polly = new LocalPolly();
  let client: PollyClient;

  beforeAll(async () => {
    const endpoint = await polly.listen(await freePort());
    client = new PollyClient({ endpoint, region: 'eu-west-3', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  });
  afterAll(() => polly.stop());

  it('answers SynthesizeSpeech with MP3 audio of a plausible length and the billed characters', async () => {
    const Text = '<speak><prosody rate="slow">Le petit chat <break time="300ms"/>virgule<break time="300ms"/> dort au soleil.</prosody></speak>';
    const result = await client.send(new SynthesizeSpeechCommand({ Engine: 'neural', LanguageCode: 'fr-FR', OutputFormat: 'mp3', Text, TextType: 'ssml', VoiceId: 'Lea' }));
    const mp3 = await result.AudioStream!.transformToByteArray();

    expect(result.ContentType).toBe('audio/mpeg');
    expect(result.RequestCharacters).toBe(billedCharacters(Text, 'ssml'));
    expect(result.RequestCharacters).toBe('Le petit chat virgule dort au soleil.'.length);
    expect(mp3[0]).toBe(0xff); // frame sync, MPEG-2 Layer III
    expect(mp3[1]! & 0xe0).toBe(0xe0);
    const seconds = mp3Seconds(mp3);
    // Seven words, slowly, with two pauses: a couple of seconds, not a blip and not a minute.
    expect(seconds).toBeGreaterThan(1.5);
    expect(seconds).toBeLessThan(8);
    expect(mp3.length / seconds).toBeGreaterThan(5000); // ~48 kbps
    expect(mp3.length / seconds).toBeLessThan(7000);
  });

  it('refuses another output format with a ValidationException, as Polly shapes it', async () => {
    const error = await client
      .send(new SynthesizeSpeechCommand({ OutputFormat: 'ogg_vorbis', Text: 'Bonjour', VoiceId: 'Lea' }))
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ValidationException);
    expect(error).toMatchObject({ name: 'ValidationException', $metadata: { httpStatusCode: 400 } });
    expect((error as Error).message).toMatch(/mp3/);
  });

  it('refuses SSML that is not one <speak> element and text over the limit', async () => {
    await expect(client.send(new SynthesizeSpeechCommand({ OutputFormat: 'mp3', Text: 'pas du SSML', TextType: 'ssml', VoiceId: 'Lea' }))).rejects.toMatchObject({ name: 'InvalidSsmlException' });
    await expect(client.send(new SynthesizeSpeechCommand({ OutputFormat: 'mp3', Text: 'a'.repeat(3001), VoiceId: 'Lea' }))).rejects.toMatchObject({ name: 'TextLengthExceededException' });
  });
});
