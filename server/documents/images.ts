/**
 * Uploaded photos are re-encoded before they are kept (docs/documents.md): the new file carries the pixels only, so
 * the EXIF block (GPS position, camera, time) and any data hidden after the image are gone. The image is turned
 * upright first, since the orientation tag goes with the rest of the metadata.
 */
import { MAX_IMAGE_PIXELS } from '../../domain/limits';
import type { AcceptedContent } from './content-type';

export const isImage = (content: AcceptedContent) => content.mime === 'image/jpeg' || content.mime === 'image/png';

// Loaded with the first photo: libvips takes about 30 MB a server without uploads need not hold.
const loadSharp = async () => (await import('sharp')).default;

/** The image's width × height as its header declares them, without decoding a pixel; null when there is no header. */
export async function declaredPixels(bytes: Uint8Array): Promise<number | null> {
  const sharp = await loadSharp();
  try {
    const { width, height } = await sharp(bytes).metadata();
    return width && height ? width * height : null;
  } catch {
    return null;
  }
}

/** The file to keep: images re-encoded without metadata, documents as they came. */
export async function withoutMetadata(bytes: Uint8Array, content: AcceptedContent): Promise<Uint8Array> {
  if (!isImage(content)) return bytes;
  const sharp = await loadSharp();
  const image = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' }).rotate();
  const encoded = content.mime === 'image/jpeg' ? image.jpeg({ quality: 90, mozjpeg: true }) : image.png();
  return new Uint8Array(await encoded.toBuffer());
}
