import { PollyClient, SynthesizeSpeechCommand } from '@aws-sdk/client-polly';
import { dictatedSsml } from '@plume/shared/dictation/spoken';
import { SpeechSynthesizer } from '@plume/infra/local/espeak';
import { LocalPolly } from '@plume/infra/local/polly';
import { freePort } from '@plume/infra/local/ports';
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
  /** All 20 phrases through the SDK, 4 in flight (as speechClips renders a dictation). */
  dictationMs: number;
}

/**
 * The local voice of dictations: one phrase group at a time, as a dictation renders its missing clips. Cold is the
 * process's first synthesis (worker started, module compiled); warm is every phrase once more, on one worker; then
 * the same phrases through the Polly SDK client and the local Polly endpoint (HTTP/2, two workers), one at a time and
 * then all at once, 4 in flight, as `speechClips` renders a dictation.
 */
export async function benchSpeech(): Promise<SpeechBench> {
  const ssmlOf = (phrase: string, index: number) => dictatedSsml(phrase, { endOfParagraph: false, last: index === phrases.length - 1 });
  // One worker, so the per-phrase figures are one core's; the local Polly runs two.
  const synthesizer = new SpeechSynthesizer(1);
  const synthesize = synthesizer.synthesize.bind(synthesizer);
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
  await synthesizer.close();

  const polly = new LocalPolly();
  const endpoint = await polly.listen(await freePort());
  const client = new PollyClient({ endpoint, region: 'eu-west-3', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  const sdkSamples: number[] = [];
  let sdkStart: number;
  let dictationMs: number;
  try {
    const render = async (index: number) => {
      const started = performance.now();
      const result = await client.send(new SynthesizeSpeechCommand({ Engine: 'neural', OutputFormat: 'mp3', Text: ssmlOf(phrases[index]!, index), TextType: 'ssml', VoiceId: 'Lea' }));
      await result.AudioStream!.transformToByteArray();
      return performance.now() - started;
    };
    await render(0); // the endpoint's workers start and compile here
    sdkStart = performance.now();
    for (const index of phrases.keys()) sdkSamples.push(await render(index));
    // A whole dictation's clips at once, 4 in flight as speechClips sends them, on the endpoint's two workers.
    const dictationStart = performance.now();
    const queue = [...phrases.keys()];
    await Promise.all(Array.from({ length: 4 }, async () => {
      for (let index = queue.shift(); index !== undefined; index = queue.shift()) await render(index);
    }));
    dictationMs = performance.now() - dictationStart;
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
    dictationMs,
  };
}
