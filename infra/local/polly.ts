import { listenOnLoopback } from './ports.ts';
import { createServer, type Http2Server, type Http2ServerRequest, type Http2ServerResponse, type Http2Session } from 'node:http2';
import { randomUUID } from 'node:crypto';
import * as z from 'zod';
import { SpeechSynthesizer } from './espeak.ts';
import { readBody } from './read-body.ts';

/**
 * A local Amazon Polly: `SynthesizeSpeech` as the real SDK sends it (REST-JSON, `POST /v1/speech`), spoken by
 * espeak-ng's French voice and answered as MP3 with Polly's headers. Errors have Polly's shape (`x-amzn-ErrorType`
 * and a JSON `message`), so the SDK throws the same exception classes as on AWS. Request signatures are not verified.
 *
 * HTTP/2 only (cleartext, prior knowledge): the Polly client's request handler is the SDK's HTTP/2 one (Polly also
 * streams), which with an `http://` endpoint opens h2c, as it opens h2 over TLS on AWS.
 *
 * Differences from Polly, on purpose: every voice speaks French with espeak (Léa as a female variant, the others
 * male), the audio is always 22,050 Hz whatever `SampleRate` asks, and only `mp3` is produced.
 */

/** Polly's limits: 3,000 billed characters (the text without SSML tags) and 6,000 characters in all. */
const MAX_BILLED_CHARACTERS = 3000;
const MAX_TEXT_CHARACTERS = 6000;
const MAX_REQUEST_BYTES = 64 * 1024;

const synthesizeSpeechSchema = z.object({
  Engine: z.enum(['standard', 'neural', 'long-form', 'generative']).optional(),
  LanguageCode: z.string().max(10).optional(),
  LexiconNames: z.array(z.string()).max(5).optional(),
  OutputFormat: z.enum(['json', 'mp3', 'ogg_opus', 'ogg_vorbis', 'pcm', 'mu-law', 'a-law']),
  SampleRate: z.enum(['8000', '16000', '22050', '24000', '44100', '48000']).optional(),
  SpeechMarkTypes: z.array(z.string()).optional(),
  Text: z.string().min(1),
  TextType: z.enum(['ssml', 'text']).optional(),
  VoiceId: z.string().min(1).max(40),
});

/** Polly voice → espeak-ng voice: French for all, a female variant for Polly's female French voices. */
const femaleVoices = new Set(['Lea', 'Celine', 'Chantal', 'Gabrielle', 'Isabelle']);
export const espeakVoiceOf = (voiceId: string) => (femaleVoices.has(voiceId) ? 'fr+f3' : 'fr');

/** What Polly bills: the text without SSML tags, entities counting as one character. */
export function billedCharacters(text: string, textType: 'ssml' | 'text'): number {
  if (textType === 'text') return [...text].length;
  return [...text.replace(/<[^>]*>/g, '').replace(/&(?:amp|lt|gt|quot|apos|#\d+|#x[\da-f]+);/gi, '_')].length;
}

export class LocalPolly {
  private server: Http2Server | undefined;
  /** Clients keep their HTTP/2 session open between calls; stopping ends them, or close() would wait for them. */
  private readonly sessions = new Set<Http2Session>();
  /** Its worker threads start with the first synthesis, so the cloud's start-up never loads espeak. */
  private readonly synthesizer = new SpeechSynthesizer();

  constructor(private readonly options: { log?: (line: string) => void } = {}) {}

  async listen(port: number): Promise<string> {
    this.server = createServer((request, response) => {
      this.handle(request, response).catch((error: unknown) => {
        this.options.log?.(`✖ Polly local : ${(error as Error).message}`);
        if (!response.headersSent) sendError(response, 500, 'ServiceFailureException', (error as Error).message);
        else response.end();
      });
    });
    this.server.on('session', (session) => {
      this.sessions.add(session);
      session.once('close', () => this.sessions.delete(session));
    });
    return listenOnLoopback(this.server, port);
  }

  async stop(): Promise<void> {
    const closed = new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    for (const session of this.sessions) session.destroy();
    await closed;
    await this.synthesizer.close();
  }

  private async handle(request: Http2ServerRequest, response: Http2ServerResponse): Promise<void> {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (request.method !== 'POST' || path !== '/v1/speech') {
      request.resume();
      return sendError(response, 404, 'UnknownOperationException', `${request.method} ${path} is not an operation of the local Polly (only SynthesizeSpeech)`);
    }
    const body = await readBody(request, MAX_REQUEST_BYTES);
    if (body === undefined) return sendError(response, 400, 'ValidationException', 'Request is too large.');
    let input: z.infer<typeof synthesizeSpeechSchema>;
    try {
      input = synthesizeSpeechSchema.parse(JSON.parse(body.toString('utf8')));
    } catch (error) {
      return sendError(response, 400, 'ValidationException', error instanceof z.ZodError ? z.prettifyError(error) : 'Request body is not valid JSON.');
    }
    if (input.OutputFormat !== 'mp3') {
      return sendError(response, 400, 'ValidationException', `OutputFormat ${input.OutputFormat} is not supported by the local Polly: use mp3.`);
    }
    const textType = input.TextType ?? 'text';
    const characters = billedCharacters(input.Text, textType);
    if (characters > MAX_BILLED_CHARACTERS || input.Text.length > MAX_TEXT_CHARACTERS) {
      return sendError(response, 400, 'TextLengthExceededException', `Maximum text length has been exceeded (${characters} billed characters, at most ${MAX_BILLED_CHARACTERS}).`);
    }
    if (textType === 'ssml' && !/^\s*<speak(\s[^>]*)?>[\s\S]*<\/speak>\s*$/.test(input.Text)) {
      return sendError(response, 400, 'InvalidSsmlException', 'Invalid SSML request: the text must be one <speak> element.');
    }
    // espeak reads SSML with -m; plain text goes through it as the content of a <speak> element.
    const ssml = textType === 'ssml' ? input.Text : `<speak>${input.Text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</speak>`;
    const speech = await this.synthesizer.synthesize(ssml, { voice: espeakVoiceOf(input.VoiceId) });
    response.writeHead(200, {
      'content-type': 'audio/mpeg',
      'content-length': String(speech.mp3.length),
      'x-amzn-requestcharacters': String(characters),
      'x-amzn-requestid': randomUUID(),
    });
    response.end(speech.mp3);
  }
}

/** Polly's REST-JSON error: the type in `x-amzn-ErrorType`, the text in `message`. */
function sendError(response: Http2ServerResponse, status: number, type: string, message: string): void {
  response.writeHead(status, { 'content-type': 'application/json', 'x-amzn-errortype': type, 'x-amzn-requestid': randomUUID() });
  response.end(JSON.stringify({ message }));
}
