/**
 * A page opened through the real router over fake endpoints, with every body written to one save path kept in
 * order and answered by the test.
 */
import type { ReferenceResponse } from '../../domain/reference-response';
import { renderApp } from './render-app';

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
  const saves: KeptSave[] = [];
  const view = renderApp({
    url,
    api: {
      responses: { [response.reference_request.guid]: response },
      extra: (requestUrl, init) => {
        if (requestUrl.pathname !== savePath) return undefined;
        const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
        saves.push({ method: init?.method, body });
        return answer(body);
      },
    },
  });
  return { ...view, saves };
}
