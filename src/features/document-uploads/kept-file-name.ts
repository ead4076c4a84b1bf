/**
 * The name each kept file is shown by: its own name, so two uploads of one type can be told apart; where the name is
 * unknown (a file kept before names were) or shared with another upload of the uploader, a number is added.
 */
import type { UploadedDocument } from '../../../domain/reference-response';

export function keptFileNames(uploads: readonly UploadedDocument[], fallback: string): Map<number, string> {
  const base = (upload: UploadedDocument) => upload.file_name ?? fallback;
  const counts = new Map<string, number>();
  for (const upload of uploads) counts.set(base(upload), (counts.get(base(upload)) ?? 0) + 1);
  const seen = new Map<string, number>();
  return new Map(
    uploads.map((upload) => {
      const name = base(upload);
      if ((counts.get(name) ?? 0) < 2) return [upload.id, name];
      const position = (seen.get(name) ?? 0) + 1;
      seen.set(name, position);
      return [upload.id, `${name} (${position})`];
    }),
  );
}
