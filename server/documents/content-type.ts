/**
 * What an uploaded file is, judged by its bytes alone (never its name or the type the browser declared): the
 * accepted kinds are those of spec 001 §5, JPEG, PNG, PDF and Word 97–2003 (.doc).
 *
 * file-type reports every OLE compound file (.doc, but also .xls, .ppt, .msi, .msg) as `cfb`; a Word document is
 * the compound file whose directory holds a `WordDocument` stream (MS-DOC §2.1), so that is looked for here.
 */
import { fileTypeFromBuffer } from 'file-type';

export interface AcceptedContent {
  mime: 'image/jpeg' | 'image/png' | 'application/pdf' | 'application/msword';
  /** The extension the stored file is given. */
  extension: 'jpg' | 'png' | 'pdf' | 'doc';
}

const BY_FILE_TYPE: Record<string, AcceptedContent> = {
  'image/jpeg': { mime: 'image/jpeg', extension: 'jpg' },
  'image/png': { mime: 'image/png', extension: 'png' },
  'application/pdf': { mime: 'application/pdf', extension: 'pdf' },
};

const WORD: AcceptedContent = { mime: 'application/msword', extension: 'doc' };

/** The accepted kind of the file, or null when it is none of them. */
export async function acceptedContent(bytes: Uint8Array): Promise<AcceptedContent | null> {
  const found = await fileTypeFromBuffer(bytes);
  if (!found) return null;
  if (found.mime === 'application/x-cfb') return isWordDocument(bytes) ? WORD : null;
  return BY_FILE_TYPE[found.mime] ?? null;
}

export function contentForExtension(extension: string): AcceptedContent | null {
  return [...Object.values(BY_FILE_TYPE), WORD].find((content) => content.extension === extension) ?? null;
}

const END_OF_CHAIN = 0xfffffffe;
const DIRECTORY_ENTRY_BYTES = 128;
const STREAM_ENTRY = 2;
const WORD_STREAM_NAME = 'WordDocument';
/** The header lists the first 109 FAT sectors itself; larger files continue the list in DIFAT sectors. */
const HEADER_DIFAT_ENTRIES = 109;

/**
 * Whether a compound file's directory holds a `WordDocument` stream. Every chain walked is bounded by the file's
 * sector count, so a crafted file with a looping chain ends the walk instead of hanging it.
 */
export function isWordDocument(bytes: Uint8Array): boolean {
  if (bytes.length < 512) return false;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const sectorShift = view.getUint16(0x1e, true);
  if (sectorShift !== 9 && sectorShift !== 12) return false;
  const sectorSize = 1 << sectorShift;
  const sectorCount = Math.floor((bytes.length - sectorSize) / sectorSize) + 1;
  const sectorOffset = (sector: number) => (sector + 1) * sectorSize;
  const inFile = (sector: number) => sector < sectorCount && sectorOffset(sector) + sectorSize <= bytes.length;

  const fatSectors: number[] = [];
  for (let i = 0; i < HEADER_DIFAT_ENTRIES; i++) {
    const sector = view.getUint32(0x4c + i * 4, true);
    if (!inFile(sector)) break;
    fatSectors.push(sector);
  }
  let difat = view.getUint32(0x44, true);
  for (let hops = 0; difat !== END_OF_CHAIN && inFile(difat) && hops < sectorCount; hops++) {
    const base = sectorOffset(difat);
    const perSector = sectorSize / 4 - 1;
    for (let i = 0; i < perSector; i++) {
      const sector = view.getUint32(base + i * 4, true);
      if (inFile(sector)) fatSectors.push(sector);
    }
    difat = view.getUint32(base + perSector * 4, true);
  }
  const nextSector = (sector: number): number => {
    const perFatSector = sectorSize / 4;
    const fatSector = fatSectors[Math.floor(sector / perFatSector)];
    if (fatSector === undefined) return END_OF_CHAIN;
    return view.getUint32(sectorOffset(fatSector) + (sector % perFatSector) * 4, true);
  };

  let directory = view.getUint32(0x30, true);
  for (let hops = 0; directory !== END_OF_CHAIN && inFile(directory) && hops < sectorCount; hops++) {
    const base = sectorOffset(directory);
    for (let entry = base; entry < base + sectorSize; entry += DIRECTORY_ENTRY_BYTES) {
      if (view.getUint8(entry + 0x42) === STREAM_ENTRY && entryName(bytes, view, entry) === WORD_STREAM_NAME) return true;
    }
    directory = nextSector(directory);
  }
  return false;
}

/** A directory entry's name: UTF-16LE, its byte length (with the closing NUL) at 0x40. */
function entryName(bytes: Uint8Array, view: DataView, entry: number): string {
  const length = view.getUint16(entry + 0x40, true);
  if (length < 2 || length > 64) return '';
  return new TextDecoder('utf-16le').decode(bytes.subarray(entry, entry + length - 2));
}
