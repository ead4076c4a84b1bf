/**
 * Photos from a phone's camera are often 4000 px and several megabytes: scaled in the browser so the longer side
 * is at most SCALED_PHOTO_LONGEST_SIDE and re-encoded as JPEG, they upload in a fraction of the time and stay
 * legible. PDFs and Word documents are sent untouched, as is a photo already small enough, or one the browser
 * cannot decode (the server then judges it).
 */
import { SCALED_PHOTO_LONGEST_SIDE } from '../../../domain/documents/upload-pages';

const SCALED_TYPES = ['image/jpeg', 'image/png'];
const JPEG_QUALITY = 0.85;

const jpegName = (name: string) => `${name.replace(/\.[^.]+$/, '')}.jpg`;

export async function scalePhoto(file: File): Promise<File> {
  if (!SCALED_TYPES.includes(file.type) || typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  const longest = Math.max(bitmap.width, bitmap.height);
  if (longest <= SCALED_PHOTO_LONGEST_SIDE) {
    bitmap.close();
    return file;
  }
  const ratio = SCALED_PHOTO_LONGEST_SIDE / longest;
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * ratio);
  canvas.height = Math.round(bitmap.height * ratio);
  const context = canvas.getContext('2d');
  if (!context) {
    bitmap.close();
    return file;
  }
  // A transparent PNG would turn black as a JPEG.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
  return blob ? new File([blob], jpegName(file.name), { type: 'image/jpeg' }) : file;
}
