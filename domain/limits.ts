/** Business constants shared by the SPA and the API (spec 000 §9, spec 001 §9). */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
export const FILE_TOO_LARGE_DETAIL = 'File size exceeds 20Mb.';
export const NETWORK_ERROR_DETAIL = 'Network request failed. Please check your connection and try again.';
export const SCROLL_TO_ERROR_DELAY_MS = 500;
export const UK_REGIONS = ['JE', 'GG', 'IM', 'GB-NIR', 'GB-ENG', 'GB-SCT', 'GB-WLS'] as const;
