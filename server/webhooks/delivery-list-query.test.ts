import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { decodeDeliveryCursor, deliveryListQuerySchema, encodeDeliveryCursor } from './delivery-list-query';

describe('the delivery cursor', () => {
  it('reads back the id it was made from', () => {
    for (const id of [1, 42, 2_147_483_647]) expect(decodeDeliveryCursor(encodeDeliveryCursor(id))).toBe(id);
  });

  it.each(['', 'abc', encodeDeliveryCursor(0), Buffer.from('r5').toString('base64url'), Buffer.from('d2147483648').toString('base64url')])(
    'refuses %j',
    (cursor) => {
      expect(decodeDeliveryCursor(cursor)).toBeNull();
      expect(v.safeParse(deliveryListQuerySchema, { cursor }).success).toBe(false);
    },
  );

  it('pages 50 deliveries by default, at most 100', () => {
    expect(v.parse(deliveryListQuerySchema, {})).toStrictEqual({ limit: 50 });
    expect(v.safeParse(deliveryListQuerySchema, { limit: '101' }).success).toBe(false);
  });
});
