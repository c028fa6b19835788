/**
 * Draws the installable app's icons from `public/favicon.svg` in Debian's Chromium (the browser the journeys use), into
 * `public/icons/`: the web app manifest's 192 and 512 px icons, its maskable icon (the pen inside the safe zone, on a
 * full square: the launcher cuts its own shape) and Apple's touch icon. The PNGs are committed, so the build downloads
 * and draws nothing; run this again after changing the favicon:
 *
 *     npx tsx frontend/scripts/app-icons.ts
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const publicDir = new URL('../public/', import.meta.url);
const favicon = readFileSync(new URL('favicon.svg', publicDir), 'utf8');

/** The favicon as it is: a round badge with the pen, transparent corners. */
const roundIcon = favicon;

/**
 * The same pen on a full square of the badge's colour, scaled into the middle 80 % (the safe zone every launcher's mask
 * keeps): the favicon's pen spans 24 of its 32 units, here 16.
 */
const squareIcon = favicon
  .replace(/<rect width="32" height="32" rx="16"/, '<rect width="32" height="32"')
  .replace('transform="translate(4 4)"', 'transform="translate(8 8) scale(0.6667)"');

const icons = [
  { file: 'plume-192.png', size: 192, svg: roundIcon },
  { file: 'plume-512.png', size: 512, svg: roundIcon },
  { file: 'plume-maskable-512.png', size: 512, svg: squareIcon },
  // iOS rounds the corners itself and shows transparency as black: a full square.
  { file: 'apple-touch-icon-180.png', size: 180, svg: squareIcon },
];

if (squareIcon === favicon) throw new Error('public/favicon.svg changed shape: update the maskable drawing in this script');
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
try {
  mkdirSync(new URL('icons/', publicDir), { recursive: true });
  for (const { file, size, svg } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    const source = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    await page.setContent(`<html><body style="margin:0;background:transparent"><img src="${source}" width="${size}" height="${size}" style="display:block"></body></html>`);
    await page.locator('img').evaluate((image: HTMLImageElement) => image.decode());
    writeFileSync(new URL(`icons/${file}`, publicDir), await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } }));
    await page.close();
    console.log(`public/icons/${file} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
