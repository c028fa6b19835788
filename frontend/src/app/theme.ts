import { createTheme, darken, getPrimaryShade, luminance, toRgba, type CSSVariablesResolver, type MantineTheme } from '@mantine/core';

/** WCAG 2.2 AA, success criterion 1.4.3: normal-size text reads at 4.5:1 against what is behind it. */
export const MIN_TEXT_CONTRAST = 4.5;

/**
 * Above this luminance black text contrasts more with a colour than white does; at the threshold both reach 4.6:1.
 * With `autoContrast`, filled widgets (buttons, badges, answer buttons) choose their text by it.
 */
const BLACK_OR_WHITE_LUMINANCE = 0.179;

/** Ink blue with a warm accent; serif headings recall handwriting and books without loading a web font. */
export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 7, dark: 5 },
  autoContrast: true,
  luminanceThreshold: BLACK_OR_WHITE_LUMINANCE,
  // Transitions of dialogs, menus and drawers drop to 0 ms for people who ask their system for less motion.
  respectReducedMotion: true,
  focusRing: 'auto',
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: '"Iowan Old Style", "Palatino Linotype", Palatino, Georgia, "Times New Roman", serif', fontWeight: '700' },
  components: {
    // A table wider than a phone scrolls sideways: its scroller takes the keyboard focus, so arrows scroll it (WCAG 2.1.1).
    // Plain objects, not `Component.extend`: importing a component here would put its code in every first page.
    TableScrollContainer: { defaultProps: { scrollAreaProps: { viewportProps: { tabIndex: 0 } } } },
  },
});

export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/**
 * `color` as it is when it reads at 4.5:1 on every background given, or else darkened (mixed with black) step by step
 * until it does: the palette's hue, just dark enough.
 */
export function readable(color: string, backgrounds: readonly string[]): string {
  const reads = (candidate: string) => backgrounds.every((background) => contrastRatio(candidate, background) >= MIN_TEXT_CONTRAST);
  for (let amount = 0; amount < 1; amount += 0.02) {
    const candidate = amount ? toHex(darken(color, amount)) : color;
    if (reads(candidate)) return candidate;
  }
  return '#000';
}

function toHex(color: string): string {
  const { r, g, b } = toRgba(color);
  return `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

/**
 * Text colours that meet 1.4.3 wherever Mantine puts them, derived from the palettes rather than set per component:
 * - dimmed (secondary) text, placeholders and links read on white, the light greys and every colour's light tints
 *   (shades 0 and 1: alerts, light badges, hovered rows);
 * - `c="teal"` and friends (`--…-text`), outline buttons, and the text of light buttons, badges and alerts
 *   (`--…-light-color`, on their own tints, hovered too) are their palette's colour darkened just enough to read;
 * - a hovered filled widget keeps its black or white text readable (`--…-filled-hover`).
 * The app has no dark scheme; Mantine's dark values stay as they are.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved: MantineTheme) => {
  const { colors } = resolved;
  const primaryShade = getPrimaryShade(resolved, 'light');
  const pages = [resolved.white, colors.gray[0], colors.gray[1]];
  // The `dark` palette only paints the dark scheme.
  const palettes = Object.entries(colors).filter(([name]) => name !== 'dark');
  const tints = palettes.flatMap(([, palette]) => [palette[0], palette[1]]);
  const dimmed = readable(colors.gray[6], [...pages, ...tints]);
  const light: Record<string, string> = {
    '--mantine-color-dimmed': dimmed,
    '--mantine-color-placeholder': dimmed,
    '--mantine-color-anchor': readable(colors[resolved.primaryColor]![primaryShade]!, [...pages, ...tints]),
    '--mantine-color-error': readable(colors.red[primaryShade], [...pages, colors.red[0]]),
    '--mantine-color-success': readable(colors.teal[primaryShade], [...pages, colors.teal[0]]),
  };
  for (const [name, palette] of palettes) {
    const filled = palette[primaryShade]!;
    light[`--mantine-color-${name}-text`] = readable(filled, [...pages, palette[0]]);
    light[`--mantine-color-${name}-outline`] = readable(filled, pages);
    // Light buttons and badges sit on shade 1, shade 2 under the pointer.
    light[`--mantine-color-${name}-light-color`] = readable(palette[9], [resolved.white, palette[0], palette[1], palette[2]]);
    // Under the pointer a filled widget turns darker when it writes in white, lighter when in black (autoContrast).
    light[`--mantine-color-${name}-filled-hover`] = luminance(filled) > BLACK_OR_WHITE_LUMINANCE ? palette[primaryShade - 1]! : palette[Math.min(primaryShade + 1, 9)]!;
  }
  return { variables: {}, light, dark: {} };
};
