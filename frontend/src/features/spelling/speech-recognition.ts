/**
 * The browser's speech recognition (Web Speech API), as little of it as voice spelling needs. Chrome and Safari
 * expose it (prefixed `webkit` in Chrome) and send the audio to their vendor's service, so it needs a connection;
 * Firefox has none. No offline French recognizer can be shipped, so where it is missing we say so and offer the keyboard.
 */
export interface RecognitionResultEvent { results: ArrayLike<ArrayLike<{ transcript: string }>> }
export interface RecognitionErrorEvent { error: string }
export interface Recognition {
  lang: string;
  interimResults: boolean;
  maxAlternatives: number;
  continuous: boolean;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: RecognitionErrorEvent) => void) | null;
  onend: (() => void) | null;
  start(): void;
  abort(): void;
}
export type RecognitionConstructor = new () => Recognition;

interface SpeechWindow { SpeechRecognition?: RecognitionConstructor; webkitSpeechRecognition?: RecognitionConstructor; navigator: { onLine: boolean } }

export type Availability = { available: true; Recognition: RecognitionConstructor } | { available: false; reason: 'unsupported' | 'offline' };

/** Whether voice spelling can listen here: an API to call, and a connection for it to reach its service. */
export function recognitionAvailability(scope: SpeechWindow): Availability {
  const Recognition = scope.SpeechRecognition ?? scope.webkitSpeechRecognition;
  if (!Recognition) return { available: false, reason: 'unsupported' };
  if (!scope.navigator.onLine) return { available: false, reason: 'offline' };
  return { available: true, Recognition };
}

/**
 * What a recognition error means for the learner: `blocked` (microphone refused), `unavailable` (no service: offline,
 * or a browser that cannot reach it) — both send them to the keyboard — or `retry` (nothing heard, cut short).
 */
export function errorMeaning(code: string): 'blocked' | 'unavailable' | 'retry' {
  if (code === 'not-allowed' || code === 'service-not-allowed' || code === 'audio-capture') return 'blocked';
  if (code === 'network' || code === 'language-not-supported') return 'unavailable';
  return 'retry';
}

/** The best transcript of the first result, if any. */
export const transcriptOf = (event: RecognitionResultEvent): string => event.results[0]?.[0]?.transcript ?? '';
