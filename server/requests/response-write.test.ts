import { describe, expect, it } from 'vitest';
import { buildResponse } from '../../domain/testing/build-response';
import { asksFor, recordId } from './response-write';

const NOW = new Date('2026-05-01T12:00:00Z');

describe('asksFor', () => {
  const directorship = buildResponse({ checks: [{ slug: 'directorship' }] });

  it('asks for a section the request needs, and for the details steps it needs', () => {
    expect(asksFor(directorship, { section: 'details', step: 'name' }, NOW)).toBe(true);
    expect(asksFor(directorship, { section: 'details', step: 'directorship' }, NOW)).toBe(true);
  });

  it('refuses a section the request does not need, and a step its section does not ask', () => {
    expect(asksFor(directorship, { section: 'employers' }, NOW)).toBe(false);
    expect(asksFor(directorship, { section: 'identity_validation' }, NOW)).toBe(false);
    expect(asksFor(directorship, { section: 'details', step: 'education' }, NOW)).toBe(false);
  });

  it("follows the candidate's own answers: directorship lines only once they said they held some", () => {
    expect(asksFor(directorship, { section: 'directorships' }, NOW)).toBe(false);
    const held = { ...directorship, candidate_directorship_details: { past_directorships: true, is_completed: true } };
    expect(asksFor(held, { section: 'directorships' }, NOW)).toBe(true);
  });
});

describe('recordId', () => {
  it('reads a positive id that fits an integer column', () => {
    expect(recordId('1')).toBe(1);
    expect(recordId('2147483647')).toBe(2_147_483_647);
  });

  it.each([undefined, '', '0', '-1', '1.5', 'abc', '2147483648', '12345678901', ' 1'])('names no record for %j', (segment) => {
    expect(recordId(segment)).toBeNull();
  });
});
