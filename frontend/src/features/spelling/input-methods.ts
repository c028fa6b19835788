import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { SpellingInputProps } from './spelling-input';

const loaders: Record<string, () => Promise<{ default: ComponentType<SpellingInputProps> }>> = {
  keyboard: () => import('./components/keyboard-spelling-input'),
  voice: () => import('./components/voice-spelling-input'),
  handwriting: () => import('./handwriting/handwriting-spelling-input'),
};

/**
 * The ways to spell, each loaded only on the route that uses it (the voice input never reaches a keyboard session).
 * A route picks one by name; a new way is one entry in `loaders` and one route in the router.
 */
export const spellingInputs: Record<string, LazyExoticComponent<ComponentType<SpellingInputProps>>> = Object.fromEntries(
  Object.entries(loaders).map(([method, load]) => [method, lazy(load)]),
);

/**
 * Loads a way's code now, while the network is there: a downloaded session may be played after it went, and an app
 * whose service worker has not installed its precache yet could not load it then.
 */
export function preloadSpellingInput(method: string): void {
  void loaders[method]?.().catch(() => undefined);
  void alsoNeeded[method]?.().catch(() => undefined);
}

/** What a way loads on first use beyond its component: the handwriting recognizer and its model. */
const alsoNeeded: Record<string, () => Promise<unknown>> = {
  handwriting: () => import('./handwriting/recognizer'),
};

/**
 * The ways that work without network, so a session may be downloaded for them: typing and handwriting (its recognizer
 * runs on the device). Not the voice: the browser's speech recognition sends the sound to a server.
 */
export const offlineSpellingInputs: ReadonlySet<string> = new Set(['keyboard', 'handwriting']);
