/**
 * GET /oneform/{guid}/submission.pdf: the candidate's copy of what they submitted (docs/decisions/0041). The call
 * needs the candidate's token in its header, so the browser cannot follow a plain link: the PDF is fetched, then
 * handed to the browser as a download under the name the server gives.
 */
import { apiRequest, segment } from '../http';

const FALLBACK_NAME = 'submission.pdf';

function fileNameOf(headers: Headers): string {
  return /filename="([^"]+)"/.exec(headers.get('content-disposition') ?? '')?.[1] ?? FALLBACK_NAME;
}

/** True once the browser was given the file; false when the server or the network refused. */
export async function downloadSubmission(guid: string): Promise<boolean> {
  let answer;
  try {
    answer = await apiRequest(`/oneform/${segment(guid)}/submission.pdf`, { responseType: 'blob' });
  } catch {
    // A refusal the page cannot recover from (401, 404, 5xx) is still only a failed download: the page stays.
    return false;
  }
  if (!answer.ok) return false;
  const url = URL.createObjectURL(answer.data);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileNameOf(answer.headers);
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the file to the browser; the address is not needed after this turn.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
  return true;
}
