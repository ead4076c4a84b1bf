/**
 * Writes the sample photos the image quality checks are tested and tuned on (tests/fixtures/photos/): a
 * document-like card lying on a table, as a phone would photograph it, and copies of it with one fault each.
 * The card is drawn from shapes (no font is used, so every machine renders the same pixels) with a seeded random
 * sequence, and each photo gets the same seeded sensor noise, so running this again writes the same files.
 *
 *   npx tsx scripts/make-photo-samples.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';

const OUT = path.resolve(import.meta.dirname, '../tests/fixtures/photos');
const WIDTH = 1000;
const HEIGHT = 640;
const JPEG = { quality: 72, chromaSubsampling: '4:2:0' } as const;

/** mulberry32: a small seeded generator, so the card and the noise are the same on every run. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A line of "words": runs of glyph-like strokes of varying width and height, as printed text looks from afar. */
function textLine(random: () => number, x: number, y: number, maxWidth: number, size: number): string {
  const shapes: string[] = [];
  let cursor = x;
  while (cursor < x + maxWidth - size * 3) {
    const letters = 2 + Math.floor(random() * 8);
    for (let letter = 0; letter < letters && cursor < x + maxWidth; letter += 1) {
      const width = size * (0.35 + random() * 0.35);
      const tall = random() < 0.3;
      const top = tall ? y - size * 0.35 : y;
      const height = tall ? size * 1.35 : size;
      // An open glyph (two stems and a bar) or a closed one (a bowl), so edges run every way.
      if (random() < 0.5) {
        const stem = Math.max(1.6, size * 0.16);
        shapes.push(`<rect x="${cursor.toFixed(1)}" y="${top.toFixed(1)}" width="${stem.toFixed(1)}" height="${height.toFixed(1)}"/>`);
        shapes.push(`<rect x="${(cursor + width - stem).toFixed(1)}" y="${y.toFixed(1)}" width="${stem.toFixed(1)}" height="${size.toFixed(1)}"/>`);
        shapes.push(`<rect x="${cursor.toFixed(1)}" y="${(y + size * 0.45).toFixed(1)}" width="${width.toFixed(1)}" height="${stem.toFixed(1)}"/>`);
      } else {
        const rx = width / 2;
        const ry = size / 2;
        shapes.push(
          `<ellipse cx="${(cursor + rx).toFixed(1)}" cy="${(y + ry).toFixed(1)}" rx="${(rx * 0.85).toFixed(1)}" ry="${(ry * 0.85).toFixed(1)}" fill="none" stroke="#1d2330" stroke-width="${Math.max(1.6, size * 0.16).toFixed(1)}"/>`,
        );
      }
      cursor += width + size * 0.18;
    }
    cursor += size * 0.7;
  }
  return shapes.join('');
}

/** The card: a header band, a photo box with a face, labelled lines of details, a signature and a machine-readable zone. */
function cardSvg(): string {
  const random = seeded(20261127);
  const card = { x: 70, y: 50, width: 860, height: 540 };
  const lines: string[] = [];
  const textX = card.x + 270;
  for (let row = 0; row < 6; row += 1) {
    const y = card.y + 105 + row * 48;
    lines.push(`<g fill="#5a6270">${textLine(random, textX, y, 180, 9)}</g>`);
    lines.push(`<g fill="#1d2330">${textLine(random, textX, y + 16, 420 - random() * 160, 15)}</g>`);
  }
  const mrz = [0, 1].map((row) => `<g fill="#1d2330">${textLine(random, card.x + 40, card.y + 450 + row * 34, 780, 18)}</g>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="table" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#7d6650"/><stop offset="1" stop-color="#5c4a3a"/>
    </linearGradient>
    <linearGradient id="light" x1="0" y1="0" x2="1" y2="0.6">
      <stop offset="0" stop-color="#ece8df"/><stop offset="1" stop-color="#d9d4c9"/>
    </linearGradient>
    <clipPath id="portrait"><rect x="${card.x + 40}" y="${card.y + 95}" width="190" height="240"/></clipPath>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#table)"/>
  <rect x="${card.x + 6}" y="${card.y + 8}" width="${card.width}" height="${card.height}" rx="28" fill="#3b3027" opacity="0.55"/>
  <rect x="${card.x}" y="${card.y}" width="${card.width}" height="${card.height}" rx="28" fill="url(#light)"/>
  <rect x="${card.x}" y="${card.y}" width="${card.width}" height="66" rx="28" fill="#2c4f7c"/>
  <rect x="${card.x}" y="${card.y + 38}" width="${card.width}" height="28" fill="#2c4f7c"/>
  <g fill="#e9edf3">${textLine(random, card.x + 40, card.y + 22, 420, 20)}</g>
  <rect x="${card.x + 40}" y="${card.y + 95}" width="190" height="240" fill="#b9bec6" stroke="#6d737c" stroke-width="2"/>
  <g clip-path="url(#portrait)">
    <ellipse cx="${card.x + 135}" cy="${card.y + 185}" rx="48" ry="60" fill="#7b6a5e"/>
    <ellipse cx="${card.x + 135}" cy="${card.y + 330}" rx="88" ry="75" fill="#3f4a5a"/>
  </g>
  <rect x="${card.x + 40}" y="${card.y + 95}" width="190" height="240" fill="none" stroke="#6d737c" stroke-width="2"/>
  ${lines.join('\n  ')}
  <path d="M ${card.x + 560} ${card.y + 395} c 20 -40 35 30 55 -5 s 25 -30 40 10 s 30 -25 55 0 s 20 10 45 -15" fill="none" stroke="#1d2a6b" stroke-width="3"/>
  <rect x="${card.x}" y="${card.y + 430}" width="${card.width}" height="2" fill="#b8b3a8"/>
  ${mrz.join('\n  ')}
</svg>`;
}

/** A strong reflection of a lamp: a blown-out patch with a soft rim, over the card's text. */
function glareSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <defs>
    <radialGradient id="glare">
      <stop offset="0" stop-color="#fff" stop-opacity="1"/><stop offset="0.55" stop-color="#fff" stop-opacity="1"/>
      <stop offset="1" stop-color="#fff" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <ellipse cx="560" cy="250" rx="230" ry="135" fill="url(#glare)" transform="rotate(-18 560 250)"/>
</svg>`;
}

interface Raw {
  data: Buffer;
  width: number;
  height: number;
}

const toRaw = async (image: Sharp): Promise<Raw> => {
  const { data, info } = await image.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
};

/** Sensor noise: the same grain on every channel of a pixel (luminance noise), seeded, clamped to the pixel range. */
function withNoise({ data, width, height }: Raw, sigma: number, seed: number): Raw {
  const random = seeded(seed);
  const noisy = Buffer.alloc(data.length);
  for (let pixel = 0; pixel < width * height; pixel += 1) {
    // Box–Muller.
    const grain = sigma * Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
    for (let channel = 0; channel < 3; channel += 1) {
      const at = pixel * 3 + channel;
      noisy[at] = Math.max(0, Math.min(255, Math.round((data[at] ?? 0) + grain)));
    }
  }
  return { data: noisy, width, height };
}

const fromRaw = ({ data, width, height }: Raw) => sharp(data, { raw: { width, height, channels: 3 } });

async function write(name: string, image: Sharp): Promise<void> {
  const buffer = await image.jpeg(JPEG).toBuffer();
  writeFileSync(path.join(OUT, name), buffer);
  console.log(`${name}: ${(buffer.length / 1024).toFixed(1)} KB`);
}

const NOISE_SIGMA = 2;
const NOISE_SEED = 7;

async function main() {
  mkdirSync(OUT, { recursive: true });
  const card = await toRaw(sharp(Buffer.from(cardSvg())));
  const photographed = (raw: Raw) => fromRaw(withNoise(raw, NOISE_SIGMA, NOISE_SEED));
  const cardImage = () => fromRaw(card);

  await write('sharp.jpg', photographed(card));
  // A hand that shook a little: softer, still readable.
  await write('soft.jpg', photographed(await toRaw(cardImage().blur(0.9))));
  // Out of focus: the text runs together.
  await write('blurred.jpg', photographed(await toRaw(cardImage().blur(3.5))));
  // Evening light indoors: dimmer, still readable.
  await write('dim.jpg', photographed(await toRaw(cardImage().linear(0.6, 0))));
  // A room without light: the sensor's grain is the same, the picture a fifth as bright.
  await write('dark.jpg', photographed(await toRaw(cardImage().linear(0.2, 0))));
  // The lamp's reflection is blown out on the sensor: no grain left in it, so it goes on after the noise.
  const noisy = await toRaw(photographed(card));
  await write('glare.jpg', fromRaw(noisy).composite([{ input: Buffer.from(glareSvg()) }]));
  // A thumbnail sent instead of the photo.
  await write('small.jpg', photographed(card).resize(400, 256));
}

await main();
