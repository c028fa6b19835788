import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { SpellingInputProps } from './spelling-input';

/**
 * The ways to spell, each loaded only on the route that uses it (the voice input never reaches a keyboard session).
 * A route picks one by name; a new way is one entry here and one route in the router.
 */
export const spellingInputs: Record<string, LazyExoticComponent<ComponentType<SpellingInputProps>>> = {
  keyboard: lazy(() => import('./components/keyboard-spelling-input')),
  voice: lazy(() => import('./components/voice-spelling-input')),
  handwriting: lazy(() => import('./handwriting/handwriting-spelling-input')),
};

/**
 * The ways that work without network, so a session may be downloaded for them: typing and handwriting (its recognizer
 * runs on the device). Not the voice: the browser's speech recognition sends the sound to a server.
 */
export const offlineSpellingInputs: ReadonlySet<string> = new Set(['keyboard', 'handwriting']);
