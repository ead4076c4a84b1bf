/**
 * A page opened through the real router over fake endpoints, with every body written to one save path kept in
 * order and answered by the test.
 */
import type { ReferenceResponse } from '../../domain/reference-response';
import { renderKeepingCalls } from './render-with-calls';

export interface KeptSave {
  method: string | undefined;
  body: Record<string, unknown>;
}

interface SavesScene {
  url: string;
  response: ReferenceResponse;
  /** The whole path, `/api/oneform/guid-1/response-1/…`. */
  savePath: string;
  answer: (body: Record<string, unknown>) => Response;
}

export function renderWithSaves({ url, response, savePath, answer }: SavesScene) {
  const { calls, ...view } = renderKeepingCalls<KeptSave>({
    url,
    response,
    keep: (path, init) =>
      path === savePath ? { method: init?.method, body: JSON.parse(String(init?.body)) as Record<string, unknown> } : undefined,
    answer: (save) => answer(save.body),
  });
  return { ...view, saves: calls };
}
