import { isNotFound } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { parseIndex, parseOptionalIndex, parseOptionalSlug, parseSlug, stringifyOptionalIndex } from './route-params';
import { DETAILS_STEPS } from '../../domain/sections';

function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('step slugs', () => {
  it('accepts a slug of the list', () => {
    expect(parseSlug('previous_name', DETAILS_STEPS)).toBe('previous_name');
    expect(parseOptionalSlug(undefined, DETAILS_STEPS)).toBeUndefined();
  });

  it.each(['', 'Name', 'nickname', 'name '])('throws notFound for %j', (slug) => {
    expect(isNotFound(thrown(() => parseSlug(slug, DETAILS_STEPS)))).toBe(true);
    expect(isNotFound(thrown(() => parseOptionalSlug(slug, DETAILS_STEPS)))).toBe(true);
  });
});

describe('entry numbers', () => {
  it('reads 1-based numbers', () => {
    expect(parseIndex('1')).toBe(1);
    expect(parseIndex('42')).toBe(42);
    expect(parseOptionalIndex(undefined)).toBeUndefined();
    expect(stringifyOptionalIndex(3)).toBe('3');
    expect(stringifyOptionalIndex(undefined)).toBeUndefined();
  });

  it.each(['0', '-1', '01', '1.5', 'abc', '', '1e3', '9999999'])('throws notFound for %j', (value) => {
    expect(isNotFound(thrown(() => parseIndex(value)))).toBe(true);
  });
});
