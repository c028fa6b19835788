import { describe, expect, it } from 'vitest';
import { clipUrl, shortcutFor } from './use-dictation-audio';

const key = (init: Partial<Pick<KeyboardEvent, 'key' | 'code' | 'altKey' | 'shiftKey' | 'ctrlKey' | 'metaKey'>>) => ({ key: '', code: '', altKey: false, shiftKey: false, ctrlKey: false, metaKey: false, ...init });

describe('dictation shortcuts', () => {
  it('reads Escape and Alt+Shift with a letter by its key position, whatever the layout types', () => {
    expect(shortcutFor(key({ key: 'Escape', code: 'Escape' }))).toBe('toggle');
    expect(shortcutFor(key({ key: '®', code: 'KeyR', altKey: true, shiftKey: true }))).toBe('replay');
    expect(shortcutFor(key({ key: 'P', code: 'KeyP', altKey: true, shiftKey: true }))).toBe('previous');
    expect(shortcutFor(key({ key: 'S', code: 'KeyS', altKey: true, shiftKey: true }))).toBe('next');
    expect(shortcutFor(key({ key: 'L', code: 'KeyL', altKey: true, shiftKey: true }))).toBe('slower');
    expect(shortcutFor(key({ key: 'V', code: 'KeyV', altKey: true, shiftKey: true }))).toBe('faster');
  });

  it('leaves typing alone: letters, Shift or Alt alone, AltGr (Ctrl+Alt) and Ctrl/Cmd combinations', () => {
    expect(shortcutFor(key({ key: 'r', code: 'KeyR' }))).toBeUndefined();
    expect(shortcutFor(key({ key: 'R', code: 'KeyR', shiftKey: true }))).toBeUndefined();
    expect(shortcutFor(key({ key: 'ŕ', code: 'KeyR', altKey: true }))).toBeUndefined();
    expect(shortcutFor(key({ key: '€', code: 'KeyE', altKey: true, ctrlKey: true }))).toBeUndefined();
    expect(shortcutFor(key({ key: 'R', code: 'KeyR', altKey: true, shiftKey: true, ctrlKey: true }))).toBeUndefined();
    expect(shortcutFor(key({ key: 'Escape', code: 'Escape', metaKey: true }))).toBeUndefined();
    expect(shortcutFor(key({ key: 'E', code: 'KeyE', altKey: true, shiftKey: true }))).toBeUndefined();
  });

  it('plays the whole text for the readings and each group’s own clip', () => {
    const session = { reading: { url: '/r.mp3' }, phrases: [{ url: '/1.mp3' }, { url: '/2.mp3' }] };
    expect(clipUrl(session, { kind: 'reading' })).toBe('/r.mp3');
    expect(clipUrl(session, { kind: 'phrase', index: 1, repeat: 2 })).toBe('/2.mp3');
    expect(clipUrl(session, { kind: 'proofreading' })).toBe('/r.mp3');
  });
});
