/**
 * Uploaded photos are re-encoded before they are kept (docs/documents.md): the new file carries the pixels only, so
 * the EXIF block (GPS position, camera, time) and any data hidden after the image are gone. The image is turned
 * upright first, since the orientation tag goes with the rest of the metadata.
 */
import type { AcceptedContent } from './content-type';

/** Refuses images whose pixel count would take more memory to decode than a phone photo ever needs. */
const MAX_INPUT_PIXELS = 100_000_000;

/** The file to keep: images re-encoded without metadata, documents as they came. */
export async function withoutMetadata(bytes: Uint8Array, content: AcceptedContent): Promise<Uint8Array> {
  if (content.mime !== 'image/jpeg' && content.mime !== 'image/png') return bytes;
  // Loaded with the first photo: libvips takes about 30 MB a server without uploads need not hold.
  const { default: sharp } = await import('sharp');
  const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  const encoded = content.mime === 'image/jpeg' ? image.jpeg({ quality: 90, mozjpeg: true }) : image.png();
  return new Uint8Array(await encoded.toBuffer());
}
