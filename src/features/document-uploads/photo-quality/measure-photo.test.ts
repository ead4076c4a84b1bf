/**
 * The photo checks on the sample photos shipped with the tests (tests/fixtures/photos, made by
 * scripts/make-photo-samples.ts), decoded by sharp as the browser decodes them: each faulty sample is found out
 * for its own fault and nothing else, and the good ones, the lit sharp card and its readable softer and dimmer
 * copies, for nothing.
 */
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { type PhotoIssue, photoIssues } from '../../../../domain/documents/photo-quality';
import { glareShare, laplacianVariance, luminance, measurePhoto, type RgbaPixels } from './measure-photo';

const SAMPLES = path.resolve(import.meta.dirname, '../../../../tests/fixtures/photos');

async function decode(name: string): Promise<RgbaPixels> {
  const { data, info } = await sharp(path.join(SAMPLES, name))
    .flatten({ background: '#fff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data };
}

async function issuesOf(name: string): Promise<PhotoIssue[]> {
  const pixels = await decode(name);
  return photoIssues(measurePhoto(pixels, pixels));
}

/** A picture of one grey level, with some pixels set to another. */
function picture(width: number, height: number, level: number, others: Array<[number, number, number]> = []): RgbaPixels {
  const data = new Uint8ClampedArray(width * height * 4).fill(level);
  for (const [x, y, value] of others) data.fill(value, (y * width + x) * 4, (y * width + x) * 4 + 3);
  return { width, height, data };
}

describe('the checks on the sample photos', () => {
  it.each<[string, PhotoIssue[]]>([
    ['sharp.jpg', []],
    ['soft.jpg', []],
    ['dim.jpg', []],
    ['blurred.jpg', ['blurred']],
    ['dark.jpg', ['dark']],
    ['glare.jpg', ['glare']],
    ['small.jpg', ['small']],
  ])('%s: %j', async (name, expected) => {
    expect(await issuesOf(name)).toEqual(expected);
  });

  it('measures the photo at its own size', async () => {
    const pixels = await decode('small.jpg');
    expect(measurePhoto(pixels, pixels)).toMatchObject({ width: 400, height: 256 });
  });
});

describe('the measures', () => {
  it('reads the luma of each pixel with Rec. 709 weights', () => {
    const red = { width: 1, height: 1, data: new Uint8ClampedArray([255, 0, 0, 255]) };
    const green = { width: 1, height: 1, data: new Uint8ClampedArray([0, 255, 0, 255]) };
    expect(luminance(red)[0]).toBeCloseTo(54.2, 1);
    expect(luminance(green)[0]).toBeCloseTo(182.4, 1);
  });

  it('finds no edges in a flat picture, and the same edges at any brightness', () => {
    const flat = picture(20, 20, 120);
    expect(laplacianVariance(luminance(flat), 20, 20)).toBe(0);
    const edges = (level: number) => {
      const lines = Array.from({ length: 20 }, (_, y) => [10, y, level * 2] as [number, number, number]);
      const grey = luminance(picture(20, 20, level, lines));
      return laplacianVariance(grey, 20, 20);
    };
    expect(edges(100)).toBeGreaterThan(0);
    expect(edges(25)).toBeCloseTo(edges(100), 6);
  });

  it('counts blown-out patches as glare, but not scattered white specks', () => {
    const specks = Array.from({ length: 50 }, (_, index) => [(index * 7) % 100, (index * 13) % 100, 255] as [number, number, number]);
    expect(glareShare(luminance(picture(100, 100, 200, specks)), 100, 100)).toBe(0);
    const patch: Array<[number, number, number]> = [];
    for (let y = 10; y < 30; y += 1) for (let x = 10; x < 40; x += 1) patch.push([x, y, 255]);
    expect(glareShare(luminance(picture(100, 100, 200, patch)), 100, 100)).toBeCloseTo(0.06, 6);
  });

  it('takes the pure white page of a scan or a screenshot for the page, not for glare', () => {
    const print: Array<[number, number, number]> = [];
    for (let y = 20; y < 80; y += 6) for (let x = 10; x < 90; x += 2) print.push([x, y, 30]);
    const page = picture(100, 100, 255, print);
    expect(glareShare(luminance(page), 100, 100)).toBe(0);
    expect(photoIssues(measurePhoto(page, { width: 1000, height: 1000 }))).not.toContain('glare');
  });
});
