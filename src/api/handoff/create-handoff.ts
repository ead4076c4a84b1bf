/**
 * POST /reference-requests/{guid}/handoffs/ (docs/documents.md "Continue on your phone"): a phone link for one upload
 * step, shown as a QR code, or e-mailed to the candidate when `send_email` is true.
 */
import type { HandoffStep } from '../../../domain/handoff/handoff';
import { type ApiResult, apiRequest, segment } from '../http';

export interface CreatedHandoff {
  step: HandoffStep;
  url: string;
  expires_at: string;
  emailed: boolean;
}

export function createHandoff(guid: string, step: HandoffStep, sendEmail: boolean): Promise<ApiResult<CreatedHandoff>> {
  return apiRequest<CreatedHandoff>(`/reference-requests/${segment(guid)}/handoffs/`, {
    method: 'POST',
    body: { step, send_email: sendEmail },
  });
}
