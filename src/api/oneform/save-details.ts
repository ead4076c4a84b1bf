/**
 * POST /oneform/{guid}/{responseGuid}/details/{step}/ (spec 000 §7): one call per details step. The answer is the
 * whole reference response as saved (docs/api.md), which replaces the cached one before the save resolves
 * (response-write.ts), so the next step's guard already sees this step complete.
 */
import type { AddressRecordValues } from '../../../domain/details/address.schema';
import type { BirthValues } from '../../../domain/details/birth.schema';
import type { DirectorshipValues } from '../../../domain/details/directorship.schema';
import type { EducationValues } from '../../../domain/details/education.schema';
import type { IdValues } from '../../../domain/details/id.schema';
import type { NameValues } from '../../../domain/details/name.schema';
import type { PhoneValues } from '../../../domain/details/phone.schema';
import type { PreviousNamesValues } from '../../../domain/details/previous-names.schema';
import type { QualificationValues } from '../../../domain/details/qualification.schema';
import type { SocialMediaValues } from '../../../domain/details/social-media.schema';
import type { ApiResult } from '../http';
import type { ReferenceResponse } from '../../../domain/reference-response';
import { responseWrite, useResponseWrite } from './response-write';

/** Spec 000 §7 sends each picked row's name beside its id (`country_of_birth_name` beside `country_of_birth`). */
type PickedNames = { [field: `${string}_name`]: string | null };

/** The body of each details path, from its schema's output; previous names and social media post to the name's. */
export interface DetailsBodies {
  name: (NameValues & { full_name: string }) | PreviousNamesValues | SocialMediaValues;
  birth: BirthValues & PickedNames;
  id: IdValues & PickedNames;
  address: AddressRecordValues[];
  phone: PhoneValues;
  education: EducationValues;
  qualification: QualificationValues;
  directorship: DirectorshipValues;
}

export type DetailsSavePath = keyof DetailsBodies;

function detailsWrite<P extends DetailsSavePath>(path: P) {
  return responseWrite<DetailsBodies[P]>({ key: ['details', path], method: 'POST', path: `details/${path}/` });
}

/** The save of a details step for the loaded response, as a promise of its result. */
export function useSaveDetails<P extends DetailsSavePath>(path: P) {
  return useResponseWrite(detailsWrite(path));
}

/**
 * The address history's save. Its body is the list itself, so the API names record i's fields `i.field`; the form
 * holds the records under `addresses`, where those errors belong.
 */
export function useSaveAddressHistory() {
  const save = useSaveDetails('address');
  return async (records: AddressRecordValues[]): Promise<ApiResult<ReferenceResponse>> => {
    const result = await save(records);
    if (result.ok) return result;
    const entries = Object.entries(result.error).map(([key, messages]) => [/^\d+(\.|$)/.test(key) ? `addresses.${key}` : key, messages]);
    return { ...result, error: Object.fromEntries(entries) };
  };
}
