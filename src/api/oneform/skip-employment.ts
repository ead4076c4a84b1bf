/**
 * The employers section's skip (spec 001 §5, §7): PUT /oneform/{guid}/{responseGuid}/ with
 * `employment_check_skip_reason` and `employment_check_skip_notes`. The answer is the whole reference response, which
 * replaces the cached one (response-write.ts), so the hub shows the section complete.
 */
import type { SkipValues } from '../../../domain/employers/skip.schema';
import { responseWrite, useResponseWrite } from './response-write';

export const skipEmployment = responseWrite<SkipValues>({ key: ['employers', 'skip'], method: 'PUT', path: '' });

export const useSkipEmployment = () => useResponseWrite(skipEmployment);
