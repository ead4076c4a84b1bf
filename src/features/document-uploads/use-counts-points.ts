/**
 * Whether an uploader shows each kept document's points: where the request's checks count identity points. It reads
 * the reference response the candidate's pages have loaded without fetching it, so an uploader on the phone page,
 * which has no candidate token and shows no kept documents, asks for nothing it may not have.
 */
import { useQuery } from '@tanstack/react-query';
import { countsIdentityPoints } from '../../../domain/requirements';
import { referenceResponseQueryOptions } from '../../api/oneform/get-reference-response';

export function useCountsPoints(guid: string): boolean {
  const { data } = useQuery({ ...referenceResponseQueryOptions(guid), enabled: false });
  return data ? countsIdentityPoints(data.reference_request.checks) : false;
}
