/**
 * The measures the photo checks judge (domain/documents/photo-quality.ts), taken from decoded pixels: plain
 * arithmetic over an RGBA buffer, with no browser API, so the unit tests run it in Node on the sample photos and
 * the worker runs the same code on what the browser decoded.
 */
import {
  GLARE_LUMINANCE,
  GLARE_MAX_CLUSTER_SHARE,
  GLARE_MIN_CLUSTER_SHARE,
  type PhotoMeasures,
} from '../../../../domain/documents/photo-quality';

/** Decoded pixels, four bytes a pixel (red, green, blue, alpha), row after row: an ImageData, or sharp's raw output. */
export interface RgbaPixels {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8Array | Uint8ClampedArray;
}

/** Luma of each pixel (Rec. 709 weights on the encoded values), 0 to 255. The alpha is ignored: the worker draws
 * a transparent image over white first, as the photo is sent. */
export function luminance({ width, height, data }: RgbaPixels): Float32Array {
  const grey = new Float32Array(width * height);
  for (let pixel = 0; pixel < grey.length; pixel += 1) {
    const at = pixel * 4;
    grey[pixel] = 0.2126 * (data[at] ?? 0) + 0.7152 * (data[at + 1] ?? 0) + 0.0722 * (data[at + 2] ?? 0);
  }
  return grey;
}

export function meanOf(values: Float32Array): number {
  let sum = 0;
  for (const value of values) sum += value;
  return values.length > 0 ? sum / values.length : 0;
}

/**
 * Variance of the Laplacian (the 4-neighbour kernel) over the inner pixels: sharp edges give large second
 * differences, a blurred picture small ones. The grey image is first brought to a mean of 128, so the measure does
 * not fall with the light: a dark photo is told it is dark, not that it is blurred too.
 */
export function laplacianVariance(grey: Float32Array, width: number, height: number): number {
  const mean = meanOf(grey);
  if (width < 3 || height < 3 || mean < 1) return 0;
  const gain = 128 / mean;
  let sum = 0;
  let sumOfSquares = 0;
  let count = 0;
  for (let y = 1; y < height - 1; y += 1) {
    for (let x = 1; x < width - 1; x += 1) {
      const at = y * width + x;
      const laplacian =
        ((grey[at - 1] ?? 0) + (grey[at + 1] ?? 0) + (grey[at - width] ?? 0) + (grey[at + width] ?? 0) - 4 * (grey[at] ?? 0)) * gain;
      sum += laplacian;
      sumOfSquares += laplacian * laplacian;
      count += 1;
    }
  }
  const average = sum / count;
  return sumOfSquares / count - average * average;
}

/**
 * The share of the picture that is blown out in patches: pixels at GLARE_LUMINANCE or above, counted only where
 * they join (4-neighbour flood fill) into a patch of GLARE_MIN_CLUSTER_SHARE to GLARE_MAX_CLUSTER_SHARE of the
 * picture. A white letter or a speck of light is not glare, nor the white page of a scan or a screenshot; a
 * reflection that hides part of the document is.
 */
export function glareShare(grey: Float32Array, width: number, height: number): number {
  const total = width * height;
  if (total === 0) return 0;
  const minimumPatch = Math.max(1, Math.ceil(total * GLARE_MIN_CLUSTER_SHARE));
  const maximumPatch = total * GLARE_MAX_CLUSTER_SHARE;
  const seen = new Uint8Array(total);
  const stack = new Int32Array(total);
  let glared = 0;
  for (let start = 0; start < total; start += 1) {
    if (seen[start] || (grey[start] ?? 0) < GLARE_LUMINANCE) continue;
    seen[start] = 1;
    let size = 0;
    let top = 0;
    stack[top++] = start;
    while (top > 0) {
      const at = stack[--top] ?? 0;
      size += 1;
      const x = at % width;
      const neighbours = [x > 0 ? at - 1 : -1, x < width - 1 ? at + 1 : -1, at - width, at + width];
      for (const next of neighbours) {
        if (next < 0 || next >= total || seen[next] || (grey[next] ?? 0) < GLARE_LUMINANCE) continue;
        seen[next] = 1;
        stack[top++] = next;
      }
    }
    if (size >= minimumPatch && size <= maximumPatch) glared += size;
  }
  return glared / total;
}

/**
 * Every measure of one photo. `pixels` is the picture as analysed (scaled down to at most
 * PHOTO_CHECK_LONGEST_SIDE_PX by the caller); `original` the photo's own size, which says whether it is large
 * enough to read.
 */
export function measurePhoto(pixels: RgbaPixels, original: { width: number; height: number }): PhotoMeasures {
  const grey = luminance(pixels);
  return {
    width: original.width,
    height: original.height,
    meanLuminance: meanOf(grey),
    sharpness: laplacianVariance(grey, pixels.width, pixels.height),
    glareShare: glareShare(grey, pixels.width, pixels.height),
  };
}
