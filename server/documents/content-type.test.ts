import { describe, expect, it } from 'vitest';
import { acceptedContent, isWordDocument } from './content-type';

/** A compound file of 512-byte sectors whose directory, in sector `directorySector`, holds one stream. */
function compoundFile(streamName: string, directorySector = 1): Buffer {
  const sectors = directorySector + 1;
  const file = Buffer.alloc(512 * (sectors + 1));
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(file, 0);
  file.writeUInt16LE(9, 0x1e);
  file.writeUInt32LE(1, 0x2c);
  file.writeUInt32LE(directorySector, 0x30);
  file.writeUInt32LE(0xfffffffe, 0x44);
  file.fill(0xff, 0x4c, 512);
  file.writeUInt32LE(0, 0x4c);
  const fat = 512;
  file.fill(0xff, fat, fat + 512);
  file.writeUInt32LE(0xfffffffd, fat);
  file.writeUInt32LE(0xfffffffe, fat + directorySector * 4);
  const directory = 512 * (directorySector + 1);
  const name = Buffer.from(`${streamName}\0`, 'utf16le');
  name.copy(file, directory + 128);
  file.writeUInt16LE(name.length, directory + 128 + 0x40);
  file.writeUInt8(2, directory + 128 + 0x42);
  return file;
}

describe('acceptedContent', () => {
  it('tells a Word document from other compound files by its WordDocument stream', async () => {
    expect(await acceptedContent(compoundFile('WordDocument'))).toStrictEqual({ mime: 'application/msword', extension: 'doc' });
    expect(await acceptedContent(compoundFile('Workbook'))).toBeNull();
    expect(await acceptedContent(compoundFile('PowerPoint Document'))).toBeNull();
  });

  it('follows the directory where the header says it starts', () => {
    expect(isWordDocument(compoundFile('WordDocument', 3))).toBe(true);
  });

  it('refuses a compound file whose header or chains make no sense, without hanging', () => {
    const looping = compoundFile('Workbook');
    looping.writeUInt32LE(1, 512 + 4);
    expect(isWordDocument(looping)).toBe(false);
    const badShift = compoundFile('WordDocument');
    badShift.writeUInt16LE(7, 0x1e);
    expect(isWordDocument(badShift)).toBe(false);
    expect(isWordDocument(compoundFile('WordDocument').subarray(0, 600))).toBe(false);
  });

  it('answers null for content it does not accept', async () => {
    expect(await acceptedContent(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'))).toBeNull();
    expect(await acceptedContent(Buffer.from('just some text'))).toBeNull();
  });
});
