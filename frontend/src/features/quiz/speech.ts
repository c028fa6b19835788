import { useCallback, useEffect } from 'react';

const speechAvailable = () => typeof window !== 'undefined' && 'speechSynthesis' in window && typeof window.SpeechSynthesisUtterance === 'function';

/** Reads French text aloud with the browser's speech synthesis; `supported` is false where the browser has none. */
export function useFrenchSpeech() {
  const supported = speechAvailable();
  const speak = useCallback(
    (text: string) => {
      if (!supported) return;
      const synthesis = window.speechSynthesis;
      synthesis.cancel();
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.lang = 'fr-FR';
      const voice = synthesis.getVoices().find((candidate) => candidate.lang.toLowerCase().startsWith('fr'));
      if (voice) utterance.voice = voice;
      synthesis.speak(utterance);
    },
    [supported],
  );
  useEffect(() => () => (supported ? window.speechSynthesis.cancel() : undefined), [supported]);
  return { supported, speak };
}
