/**
 * The two messages of an employment history that is not yet enough (spec 001 §8), apart from domain/messages.ts:
 * the hub's completion rule reads them, and the first load must not carry every message of the product with it.
 */
export const EMPLOYMENT_GAPS_UNFILLED = 'Please fill all employment gaps identified in your employment history.';
export const EMPLOYMENT_CRITERIA_NOT_MET = 'The minimum employment criteria has not been met, add another employer.';
