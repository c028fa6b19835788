import { describe, expect, it } from 'vitest';
import { errorMeaning, recognitionAvailability, transcriptOf, type RecognitionConstructor } from './speech-recognition';

const Fake = class {} as unknown as RecognitionConstructor;

describe('speech recognition availability', () => {
  it('uses the standard API or the webkit one, online only', () => {
    expect(recognitionAvailability({ SpeechRecognition: Fake, navigator: { onLine: true } })).toEqual({ available: true, Recognition: Fake });
    expect(recognitionAvailability({ webkitSpeechRecognition: Fake, navigator: { onLine: true } })).toEqual({ available: true, Recognition: Fake });
    expect(recognitionAvailability({ navigator: { onLine: true } })).toEqual({ available: false, reason: 'unsupported' });
    expect(recognitionAvailability({ webkitSpeechRecognition: Fake, navigator: { onLine: false } })).toEqual({ available: false, reason: 'offline' });
  });

  it('sends a refused microphone or an unreachable service to the keyboard, and lets other failures retry', () => {
    expect(errorMeaning('not-allowed')).toBe('blocked');
    expect(errorMeaning('network')).toBe('unavailable');
    expect(errorMeaning('no-speech')).toBe('retry');
    expect(errorMeaning('aborted')).toBe('retry');
  });

  it('reads the first transcript', () => {
    expect(transcriptOf({ results: [[{ transcript: 'bé o enne' }]] })).toBe('bé o enne');
    expect(transcriptOf({ results: [] })).toBe('');
  });
});
