/**
 * POST /address-lookup/retrieve/ {country, id}: the address a picked suggestion names, in the address record's
 * fields (spec 000 §7). Every failure is thrown, for the form to say 'Failed to fetch address details.'.
 */
import { mutationOptions } from '@tanstack/react-query';
import type {
  AddressLookupCountry,
  AddressRetrieveAnswer,
  AddressRetrieveRequest,
  LookedUpAddress,
} from '../../../domain/address-lookup';
import { apiRequest, unwrap } from '../http';

export interface RetrieveAddress {
  country: AddressLookupCountry;
  id: string;
}

export async function retrieveAddress({ country, id }: RetrieveAddress): Promise<LookedUpAddress> {
  const body: AddressRetrieveRequest = { country, id };
  const answer = unwrap(await apiRequest<AddressRetrieveAnswer>('/address-lookup/retrieve/', { method: 'POST', body }));
  return answer.address;
}

export function retrieveAddressMutationOptions() {
  return mutationOptions({
    mutationKey: ['address-lookup', 'retrieve'] as const,
    mutationFn: retrieveAddress,
  });
}
