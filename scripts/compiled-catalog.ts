/** A Lingui catalog read from the file `lingui compile --typescript` writes, outside a bundler. */
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import type { Messages } from '@lingui/core';

/** The file is `export const messages=JSON.parse("…")`; the messages are that string's JSON. */
export function readCompiledCatalog(file: string): Messages {
  const literal = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(readFileSync(file, 'utf8'))?.[1];
  if (!literal) throw new Error(`${file} is not a compiled Lingui catalog.`);
  // The argument is a JavaScript string literal (it may escape what JSON does not): evaluated alone, it is that string.
  return JSON.parse(runInNewContext(literal) as string) as Messages;
}

