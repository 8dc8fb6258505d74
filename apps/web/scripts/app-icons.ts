/**
 * Writes the installed app's icons (public/icons/*.png, committed) from public/favicon.svg, the one drawing of the
 * mark: `node scripts/app-icons.ts` after changing it. PNGs because a phone's home screen and splash screen want
 * bitmaps at 192 and 512 pixels; the maskable icon keeps the mark inside the middle 80 % (the safe zone a launcher's
 * mask never cuts) on a full-bleed background of the theme colour.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const publicDir = new URL('../public', import.meta.url).pathname;
const THEME_COLOUR = '#ea580c';
const mark = readFileSync(join(publicDir, 'favicon.svg'));

async function icon(size: number, file: string) {
  await sharp(mark, { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(join(publicDir, 'icons', file));
}

async function maskableIcon(size: number, file: string) {
  const inner = Math.round(size * 0.8);
  const drawing = await sharp(mark, { density: (72 * inner) / 32 })
    .resize(inner, inner)
    .png()
    .toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background: THEME_COLOUR } })
    .composite([{ input: drawing, gravity: 'centre' }])
    .png({ compressionLevel: 9 })
    .toFile(join(publicDir, 'icons', file));
}

await icon(192, 'icon-192.png');
await icon(512, 'icon-512.png');
await maskableIcon(512, 'maskable-512.png');
console.log('wrote public/icons/icon-192.png, icon-512.png, maskable-512.png');
