/**
 * `npx tsx scripts/app-icons.ts`: draws the web app manifest's icons (web/public/icons) from the
 * tab icon's artwork (web/public/favicon.svg). The PNGs are committed: the build copies them, and
 * a change of the logo is a change of this script's input, run again by hand.
 */
import { readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { repoRoot } from './lib/paths';

const publicDir = path.join(repoRoot, 'web/public');
const logo = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8').trim();

/** The logo's drawing without its rounded tile: the phone and its two arcs (viewBox 0 0 32 32). */
const glyph = logo.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '').replace(/<rect x="2" y="2"[^>]*\/>/, '');
const BRAND = /fill="(#[0-9a-f]{6})"/.exec(logo)![1]!;

/**
 * A maskable icon fills its square: the platform cuts it to a circle or a squircle that keeps only
 * the centre 80 %. The glyph, 18 of 32 units tall, is drawn at 80 % around the centre so the arcs
 * stay inside that safe zone whatever the mask.
 */
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${BRAND}"/><g transform="translate(16 16) scale(0.8) translate(-16 -16)">${glyph}</g></svg>`;

const icons = [
  { file: 'icon-192.png', svg: logo, size: 192 },
  { file: 'icon-512.png', svg: logo, size: 512 },
  { file: 'maskable-512.png', svg: maskable, size: 512 },
  // iOS ignores the manifest's icons and masks this one itself: the full square, like the maskable one.
  { file: 'apple-touch-icon.png', svg: maskable, size: 180 },
];

await mkdir(path.join(publicDir, 'icons'), { recursive: true });
for (const { file, svg, size } of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(publicDir, 'icons', file));
  console.log(`web/public/icons/${file} (${size}×${size})`);
}
