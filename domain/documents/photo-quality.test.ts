import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  GLARE_LUMINANCE,
  GLARE_MAX_CLUSTER_SHARE,
  GLARE_MIN_CLUSTER_SHARE,
  isCheckedPhotoType,
  MAX_PHOTO_GLARE_SHARE,
  MIN_PHOTO_MEAN_LUMINANCE,
  MIN_PHOTO_SHARPNESS,
  MIN_PHOTO_SHORTER_SIDE_PX,
  PHOTO_CHECK_LONGEST_SIDE_PX,
  PHOTO_CHECK_TIMEOUT_MS,
  type PhotoMeasures,
  photoIssues,
} from './photo-quality';

const GOOD: PhotoMeasures = { width: 1000, height: 640, meanLuminance: 150, sharpness: 500, glareShare: 0 };

describe('photoIssues', () => {
  it.each<[string, Partial<PhotoMeasures>, string[]]>([
    ['a good photo', {}, []],
    ['a shorter side just under the minimum', { height: MIN_PHOTO_SHORTER_SIDE_PX - 1 }, ['small']],
    ['a shorter side at the minimum', { width: MIN_PHOTO_SHORTER_SIDE_PX }, []],
    ['a mean luma just under the minimum', { meanLuminance: MIN_PHOTO_MEAN_LUMINANCE - 0.1 }, ['dark']],
    ['a mean luma at the minimum', { meanLuminance: MIN_PHOTO_MEAN_LUMINANCE }, []],
    ['a sharpness just under the minimum', { sharpness: MIN_PHOTO_SHARPNESS - 0.1 }, ['blurred']],
    ['a glare share at the maximum', { glareShare: MAX_PHOTO_GLARE_SHARE }, ['glare']],
    ['a glare share just under the maximum', { glareShare: MAX_PHOTO_GLARE_SHARE - 0.001 }, []],
    ['every fault, in the order the warning lists them', { width: 300, meanLuminance: 10, sharpness: 1, glareShare: 0.5 }, ['small', 'dark', 'blurred', 'glare']],
  ])('%s', (_, change, expected) => {
    expect(photoIssues({ ...GOOD, ...change })).toEqual(expected);
  });
});

describe('isCheckedPhotoType', () => {
  it('checks images and nothing else', () => {
    expect(['image/jpeg', 'image/png', 'image/heic'].map(isCheckedPhotoType)).toEqual([true, true, true]);
    expect(['application/pdf', 'application/msword', ''].map(isCheckedPhotoType)).toEqual([false, false, false]);
  });
});

describe('docs/documents.md "Photo checks"', () => {
  it('gives the thresholds the checks use', () => {
    const page = readFileSync(new URL('../../docs/documents.md', import.meta.url), 'utf8');
    for (const text of [
      `${MIN_PHOTO_SHORTER_SIDE_PX} px (\`MIN_PHOTO_SHORTER_SIDE_PX\`)`,
      `${MIN_PHOTO_MEAN_LUMINANCE} of 255 (\`MIN_PHOTO_MEAN_LUMINANCE\`)`,
      `${MIN_PHOTO_SHARPNESS} (\`MIN_PHOTO_SHARPNESS\`)`,
      `${MAX_PHOTO_GLARE_SHARE * 100} % (\`MAX_PHOTO_GLARE_SHARE\`)`,
      `luma ≥ ${GLARE_LUMINANCE}, each patch ${GLARE_MIN_CLUSTER_SHARE * 100} % to ${GLARE_MAX_CLUSTER_SHARE * 100} % of it`,
      `${PHOTO_CHECK_LONGEST_SIDE_PX} px on its longer side (\`PHOTO_CHECK_LONGEST_SIDE_PX\`)`,
      `within ${PHOTO_CHECK_TIMEOUT_MS / 1000} s (\`PHOTO_CHECK_TIMEOUT_MS\`)`,
    ]) {
      expect(page).toContain(text);
    }
  });
});
