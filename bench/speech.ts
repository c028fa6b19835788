import { PollyClient, SynthesizeSpeechCommand } from '@aws-sdk/client-polly';
import { dictatedSsml } from '../shared/src/dictation/spoken.ts';
import { synthesize } from '../infra/local/espeak.ts';
import { LocalPolly } from '../infra/local/polly.ts';
import { freePort } from '../infra/local/ports.ts';
import { summarize, type Summary } from './stats.ts';

/** Phrase groups of 5–9 words, as a dictation cuts them. */
const phrases = [
  'Le petit chat dormait au soleil,',
  'les enfants jouaient dans la cour de récréation.',
  'Ma grand-mère préparait une tarte aux pommes ;',
  'elle nous appelait toujours avant le goûter.',
  'Au bord de la rivière, les saules pleuraient.',
  "L'hiver dernier, la neige était tombée très tôt.",
  'Nous avons marché longtemps dans la forêt sombre.',
  '« Où êtes-vous donc partis ? » demanda-t-il.',
  'Les feuilles mortes craquaient sous nos pas.',
  'Le facteur apporta enfin la lettre attendue.',
  'Pierre regardait les bateaux quitter le port.',
  'Il faisait si chaud que personne ne sortait.',
  'Les hirondelles reviennent toujours au printemps.',
  'Sa voix tremblait un peu : il avait peur.',
  'On entendait au loin le chant des grillons.',
  'Elle rangea soigneusement ses cahiers dans son cartable.',
  'Le vent soufflait fort sur la plage déserte.',
  'Mon frère aîné lisait un roman d’aventures.',
  'Les cloches du village sonnèrent midi.',
  'Quelle belle journée nous avons passée !',
];

export interface SpeechBench {
  coldMs: number;
  warm: Summary;
  espeakP50Ms: number;
  encodeP50Ms: number;
  audioSecondsP50: number;
  mp3BytesPerSecond: number;
  viaSdk: Summary;
}

/**
 * The local voice of dictations: one phrase group at a time, as a dictation renders its missing clips. Cold is the
 * process's first synthesis (module compiled then); warm is every phrase once more; then the same phrases through
 * the Polly SDK client and the local Polly endpoint (HTTP/2), as a handler sees them.
 */
export async function benchSpeech(): Promise<SpeechBench> {
  const ssmlOf = (phrase: string, index: number) => dictatedSsml(phrase, { endOfParagraph: false, last: index === phrases.length - 1 });
  const coldStart = performance.now();
  await synthesize(ssmlOf(phrases[0]!, 0), { voice: 'fr+f3' });
  const coldMs = performance.now() - coldStart;

  const samples: number[] = [];
  const espeak: number[] = [];
  const encode: number[] = [];
  const seconds: number[] = [];
  let bytes = 0;
  let audio = 0;
  const warmStart = performance.now();
  for (const [index, phrase] of phrases.entries()) {
    const started = performance.now();
    const speech = await synthesize(ssmlOf(phrase, index), { voice: 'fr+f3' });
    samples.push(performance.now() - started);
    espeak.push(speech.timings.espeakMs);
    encode.push(speech.timings.encodeMs);
    seconds.push(speech.seconds);
    bytes += speech.mp3.length;
    audio += speech.seconds;
  }
  const warm = summarize(samples, performance.now() - warmStart);

  const polly = new LocalPolly();
  const endpoint = await polly.listen(await freePort());
  const client = new PollyClient({ endpoint, region: 'eu-west-3', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  const sdkSamples: number[] = [];
  const sdkStart = performance.now();
  try {
    for (const [index, phrase] of phrases.entries()) {
      const started = performance.now();
      const result = await client.send(new SynthesizeSpeechCommand({ Engine: 'neural', OutputFormat: 'mp3', Text: ssmlOf(phrase, index), TextType: 'ssml', VoiceId: 'Lea' }));
      await result.AudioStream!.transformToByteArray();
      sdkSamples.push(performance.now() - started);
    }
  } finally {
    client.destroy();
    await polly.stop();
  }
  return {
    coldMs,
    warm,
    espeakP50Ms: summarize(espeak, 1).p50,
    encodeP50Ms: summarize(encode, 1).p50,
    audioSecondsP50: summarize(seconds, 1).p50,
    mp3BytesPerSecond: bytes / audio,
    viaSdk: summarize(sdkSamples, performance.now() - sdkStart),
  };
}
