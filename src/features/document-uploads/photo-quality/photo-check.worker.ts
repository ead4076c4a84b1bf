/**
 * The photo check off the main thread: decodes the chosen image (turned upright by its EXIF orientation, as
 * createImageBitmap does by default), draws it over white at most PHOTO_CHECK_LONGEST_SIDE_PX long, and answers
 * what the measures find. It answers `null` when this browser cannot decode or draw here, so the photo goes
 * unchecked.
 */
import { PHOTO_CHECK_LONGEST_SIDE_PX, type PhotoIssue, photoIssues } from '../../../../domain/documents/photo-quality';
import { measurePhoto } from './measure-photo';

/** The worker's one answer to the image it is sent. */
export interface PhotoCheckAnswer {
  issues: PhotoIssue[] | null;
}

async function check(image: Blob): Promise<PhotoIssue[] | null> {
  if (typeof createImageBitmap !== 'function' || typeof OffscreenCanvas !== 'function') return null;
  const bitmap = await createImageBitmap(image);
  try {
    const scale = Math.min(1, PHOTO_CHECK_LONGEST_SIDE_PX / Math.max(bitmap.width, bitmap.height));
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) return null;
    // A transparent PNG is sent as a JPEG over white (scale-photo.ts): judge it as it will look.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    const pixels = context.getImageData(0, 0, width, height);
    return photoIssues(measurePhoto(pixels, { width: bitmap.width, height: bitmap.height }));
  } finally {
    bitmap.close();
  }
}

addEventListener('message', (event: MessageEvent<Blob>) => {
  const answer = (issues: PhotoIssue[] | null) => postMessage({ issues } satisfies PhotoCheckAnswer);
  check(event.data).then(answer, () => answer(null));
});
