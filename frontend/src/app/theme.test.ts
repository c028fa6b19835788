import { DEFAULT_THEME, getContrastColor, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, cssVariablesResolver, MIN_TEXT_CONTRAST, readable, theme } from './theme';

const resolved = mergeMantineTheme(DEFAULT_THEME, theme);
const light: Record<string, string> = cssVariablesResolver(resolved).light;
const palettes = Object.entries(resolved.colors).filter(([name]) => name !== 'dark');
const pages = [resolved.white, resolved.colors.gray[0], resolved.colors.gray[1]];

describe('theme contrast (WCAG 1.4.3)', () => {
  it('keeps dimmed text, placeholders and links readable on white, the light greys and every light tint', () => {
    const tints = palettes.flatMap(([, palette]) => [palette[0], palette[1]]);
    for (const variable of ['--mantine-color-dimmed', '--mantine-color-placeholder', '--mantine-color-anchor']) {
      for (const background of [...pages, ...tints]) expect(contrastRatio(light[variable]!, background), `${variable} on ${background}`).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
  });

  it.each(palettes)('gives %s text, outline buttons and light widgets a readable colour', (name, palette) => {
    for (const background of [...pages, palette[0]]) expect(contrastRatio(light[`--mantine-color-${name}-text`]!, background)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    for (const background of pages) expect(contrastRatio(light[`--mantine-color-${name}-outline`]!, background)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    for (const background of [resolved.white, palette[0], palette[1], palette[2]]) {
      expect(contrastRatio(light[`--mantine-color-${name}-light-color`]!, background)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
  });

  it('writes on every filled shade in black or white, whichever reads', () => {
    for (const [name, palette] of palettes) {
      palette.forEach((shade, index) => {
        const text = getContrastColor({ color: `${name}.${index}`, theme: resolved }) === 'var(--mantine-color-black)' ? resolved.black : resolved.white;
        expect(contrastRatio(text, shade), `${text} on ${name}.${index}`).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      });
    }
  });

  it('keeps the text of a filled widget readable under the pointer too', () => {
    const shade = resolved.primaryShade as { light: number };
    for (const [name, palette] of palettes) {
      const text = getContrastColor({ color: name, theme: resolved }) === 'var(--mantine-color-black)' ? resolved.black : resolved.white;
      for (const background of [palette[shade.light]!, light[`--mantine-color-${name}-filled-hover`]!]) {
        expect(contrastRatio(text, background), `${text} on ${name} (${background})`).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      }
    }
  });

  it('darkens a colour only as much as it needs', () => {
    expect(readable('#495057', ['#ffffff'])).toBe('#495057');
    const darker = readable('#868e96', ['#ffffff']);
    expect(contrastRatio(darker, '#ffffff')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(contrastRatio(darker, '#ffffff')).toBeLessThan(5);
  });
});
