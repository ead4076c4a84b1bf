/**
 * The format of a kept document, from its stored path's extension. The server keeps no original file name (the
 * stored name is its own), so a kept document is shown by its type's title and this format.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

const FORMATS: Record<string, MessageDescriptor> = {
  pdf: msg`PDF document`,
  jpg: msg`JPEG image`,
  jpeg: msg`JPEG image`,
  png: msg`PNG image`,
  doc: msg`Word document`,
};

const OTHER = msg`Document`;

export function documentFormat(path: string): MessageDescriptor {
  const extension = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
  return FORMATS[extension] ?? OTHER;
}

/** Whether a kept file is a photo (JPEG or PNG), which shows a thumbnail beside its name. */
export function isPhoto(path: string): boolean {
  const extension = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
  return extension === 'jpg' || extension === 'jpeg' || extension === 'png';
}
