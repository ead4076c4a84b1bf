import { describe, expect, it } from 'vitest';
import { submissionReference } from './submission-reference';

describe('submissionReference', () => {
  it("is the first eight hex digits of the request's guid, upper case, in two groups of four", () => {
    expect(submissionReference('4b0d8c8e-6a0b-4f7e-9a55-0e7f9d1c3b21')).toBe('4B0D-8C8E');
  });

  it('reads the same guid the same way whatever its case', () => {
    expect(submissionReference('7F3A92C1-0000-4000-8000-000000000000')).toBe(
      submissionReference('7f3a92c1-0000-4000-8000-000000000000'),
    );
  });

  it('skips the hyphens of a guid split early, so the reference always has eight digits', () => {
    expect(submissionReference('7f3a-92c1-0000')).toBe('7F3A-92C1');
  });
});
