/**
 * Every step completed by signing a document, as docs/signed-forms.md has it, from the five ways in. Checking is
 * told apart by a return after a decline or a failure, fetching by whether the form opens by itself.
 */
import type { TransitionTable } from './testing/model-walk';

export const signedFormTable: TransitionTable = [
  // from, on, to, effects
  ['checking', 'signed', 'signed'],
  ['checking', 'not signed', 'fetching.link'],
  ['checking', 'check failed', 'fetching.link'],
  ['fetching.link (opens by itself)', 'link, pending', 'ready', ['openForm']],
  ['fetching.link (opens by itself)', 'link, signed', 'ready'],
  ['fetching.link (opens by itself)', 'link, sealed', 'signed'],
  ['fetching.link (opens by itself)', 'no link', 'fetching.request (opens by itself)'],
  ['fetching.link (opens by itself)', 'link failed', 'failed'],
  ['ready', 'recheck', 'rechecking'],
  ['fetching.request (opens by itself)', 'request', 'fetching.create (opens by itself)'],
  ['fetching.request (opens by itself)', 'request failed', 'failed'],
  ['rechecking', 'rechecked, signed', 'signed'],
  ['rechecking', 'rechecked, not signed', 'ready'],
  ['rechecking', 'recheck failed', 'ready'],
  ['fetching.create (opens by itself)', 'created', 'ready', ['openForm']],
  ['fetching.create (opens by itself)', 'create failed', 'failed'],
  ['fetching.link', 'link, pending', 'ready'],
  ['fetching.link', 'link, signed', 'ready'],
  ['fetching.link', 'link, sealed', 'signed'],
  ['fetching.link', 'no link', 'fetching.request'],
  ['fetching.link', 'link failed', 'failed'],
  ['fetching.request', 'request', 'fetching.create'],
  ['fetching.request', 'request failed', 'failed'],
  ['fetching.create', 'created', 'ready'],
  ['fetching.create', 'create failed', 'failed'],
  ['checking (back unsigned)', 'signed', 'signed'],
  ['checking (back unsigned)', 'not signed', 'notSigned'],
  ['checking (back unsigned)', 'check failed', 'notSigned'],
  ['notSigned', 'retry', 'fetching.link'],
];
