/**
 * The checks a photo of a document passes in the browser before it is sent (docs/documents.md "Photo checks",
 * docs/decisions/0039): too small to read, too dark, blurred, or with strong glare. They only warn: the candidate
 * may retake the photo or use it anyway, and a photo the checks cannot read goes as it is.
 *
 * The thresholds were chosen on the sample photos in tests/fixtures/photos (made by scripts/make-photo-samples.ts):
 * each lies between the measure of the faulty sample and that of the worse of its two good ones, far enough from
 * both that a different decoder or a little more grain does not move a sample across it. The measured figures are
 * in docs/decisions/0039.
 */

export const PHOTO_ISSUES = ['small', 'dark', 'blurred', 'glare'] as const;
/** What a check found, in the order the warning lists them. */
export type PhotoIssue = (typeof PHOTO_ISSUES)[number];

/** What the checks measure on one photo. */
export interface PhotoMeasures {
  /** The photo's own size in pixels, as decoded (turned upright). */
  width: number;
  height: number;
  /** Mean luma, 0 (black) to 255 (white). */
  meanLuminance: number;
  /** Variance of the Laplacian of the grey picture brought to a mean of 128, at most PHOTO_CHECK_LONGEST_SIDE_PX. */
  sharpness: number;
  /** Share of the picture (0 to 1) in blown-out patches. */
  glareShare: number;
}

/**
 * The picture is measured at this size at most (longer side), whatever the camera gave: the blur measure then
 * judges what matters, whether the text survives at a size a person reads it on a screen, and a 12-megapixel photo is
 * measured in a fraction of a second.
 */
export const PHOTO_CHECK_LONGEST_SIDE_PX = 1024;

/**
 * A photo whose shorter side has fewer pixels than this is too small to read. Across an ID card's 54 mm, 480
 * pixels (a VGA picture) leave about 8 pixels a millimetre: the card's smallest print, about 1.5 mm high, keeps some
 * 12 pixels, as much as a screen's small text. The small sample (400 × 256) is below it, the others (1000 × 640) well
 * above.
 */
export const MIN_PHOTO_SHORTER_SIDE_PX = 480;

/** Below this mean luma the photo is too dark. Samples: dark 31, dim (readable) 94, lit 157; 55 is about their
 * geometric middle between dark and dim. */
export const MIN_PHOTO_MEAN_LUMINANCE = 55;

/** Below this sharpness the photo is blurred. Samples: blurred 6, soft (readable) 269, sharp 1554; 40 is about the
 * geometric middle between blurred and soft. */
export const MIN_PHOTO_SHARPNESS = 40;

/** A pixel at or above this luma is blown out: a camera's highlights clip at 255, and JPEG leaves them a little lower. */
export const GLARE_LUMINANCE = 250;

/** A blown-out patch counts as glare from this share of the picture: smaller ones are specks or white print. */
export const GLARE_MIN_CLUSTER_SHARE = 0.002;

/**
 * ...and up to this share: a white patch over a quarter of the picture is the page itself, a scan or a screenshot of
 * a document on pure white, not a reflection on it.
 */
export const GLARE_MAX_CLUSTER_SHARE = 0.25;

/** From this share of the picture in blown-out patches the glare hides part of the document: about a line of the
 * card's text. Samples: glare 5.5 %, the others 0 %. */
export const MAX_PHOTO_GLARE_SHARE = 0.02;

/** How long the browser may take to check a photo before it is sent unchecked. */
export const PHOTO_CHECK_TIMEOUT_MS = 8000;

/** Whether a chosen file is checked: any image the uploader takes. PDFs and Word documents are not. */
export const isCheckedPhotoType = (mimeType: string) => mimeType.startsWith('image/');

/** What is wrong with a photo, by its measures; nothing for a good one. */
export function photoIssues(measures: PhotoMeasures): PhotoIssue[] {
  const found: Record<PhotoIssue, boolean> = {
    small: Math.min(measures.width, measures.height) < MIN_PHOTO_SHORTER_SIDE_PX,
    dark: measures.meanLuminance < MIN_PHOTO_MEAN_LUMINANCE,
    blurred: measures.sharpness < MIN_PHOTO_SHARPNESS,
    glare: measures.glareShare >= MAX_PHOTO_GLARE_SHARE,
  };
  return PHOTO_ISSUES.filter((issue) => found[issue]);
}
