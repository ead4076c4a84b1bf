import { describe, expect, it } from 'vitest';
import { AU_STATES, US_STATES } from '../../domain/details/address-fields';
import { AU_STATE_NAMES, US_STATE_NAMES } from './state-names';

describe('the state names shown', () => {
  it.each([
    ['US', US_STATES, US_STATE_NAMES],
    ['AU', AU_STATES, AU_STATE_NAMES],
  ] as const)('name every %s state of the domain’s list, in English as the list does', (_country, states, names) => {
    expect(Object.keys(names)).toEqual(states.map((state) => state.code));
    for (const state of states) expect(names[state.code]?.message).toBe(state.name);
  });
});
