/**
 * The API's 400 message for a value outside a fixed list, worded as Django REST Framework's ChoiceField words it.
 * Only a plain value is quoted back: String() of a nested list recurses through every level (a stack overflow at
 * 10,000) and says nothing useful about an object.
 */
export const NOT_A_CHOICE = 'Not a valid choice.';

export function invalidChoiceMessage(value: unknown): string {
  const plain = typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
  return plain ? `"${String(value)}" is not a valid choice.` : NOT_A_CHOICE;
}
