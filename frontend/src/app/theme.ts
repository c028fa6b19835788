import { createTheme } from '@mantine/core';

/** Ink blue with a warm accent; serif headings recall handwriting and books without loading a web font. */
export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 7, dark: 5 },
  focusRing: 'auto',
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: '"Iowan Old Style", "Palatino Linotype", Palatino, Georgia, "Times New Roman", serif', fontWeight: '700' },
});
