/**
 * The candidate's reference response as GET /oneform/{guid}/ answers it, read by request id: what every save
 * answers with, read inside its transaction so the answer is exactly what it left.
 */
import type { ReferenceResponse } from '../../domain/reference-response';
import { notFound } from '../auth/candidate-auth';
import type { Database } from '../db/client';
import { loadRequestTreeById } from '../db/repositories/reference-requests';
import { serializeReferenceResponse } from '../serializers/reference-response';

export async function loadReferenceResponse(db: Database, requestId: number, now: Date): Promise<ReferenceResponse> {
  const tree = await loadRequestTreeById(db, requestId);
  const response = tree && serializeReferenceResponse(tree, now);
  if (!response) throw notFound();
  return response;
}
