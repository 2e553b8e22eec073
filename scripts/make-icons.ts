/**
 * Renders the app icons (PNG) from one SVG drawing with the system Chromium, so no image
 * library is needed. Run by hand when the logo changes: `npx tsx scripts/make-icons.ts`.
 */
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { resolveChromium } from './chromium-path.ts';

const logo = (size: number, padding: number) => `
<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">
  <rect width="64" height="64" ${padding ? '' : 'rx="14"'} fill="#0b5cab"/>
  <g transform="translate(${padding} ${padding}) scale(${(64 - 2 * padding) / 64})">
    <path d="M10 46 26 22l9 13 6-8 13 19Z" fill="#fff"/>
    <circle cx="45" cy="18" r="6" fill="#e8672a"/>
  </g>
</svg>`;

const ICONS = [
  { file: 'icon-192.png', size: 192, padding: 0 },
  { file: 'icon-512.png', size: 512, padding: 0 },
  // Maskable icons keep their content inside the 80% safe zone.
  { file: 'icon-maskable-512.png', size: 512, padding: 8 },
  { file: 'apple-touch-icon.png', size: 180, padding: 4 },
];

const executablePath = resolveChromium();
if (!executablePath) throw new Error('No Chromium found (set CHROMIUM_PATH).');
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
mkdirSync('public/icons', { recursive: true });
for (const icon of ICONS) {
  await page.setViewportSize({ width: icon.size, height: icon.size });
  await page.setContent(`<body style="margin:0">${logo(icon.size, icon.padding)}</body>`);
  await page.locator('svg').screenshot({ path: `public/icons/${icon.file}`, omitBackground: true });
}
await browser.close();
