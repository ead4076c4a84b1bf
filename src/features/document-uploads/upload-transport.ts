/**
 * Where an uploader sends its files. Without a provider it is the candidate's own calls (use-document-upload.ts); the
 * phone page (docs/documents.md "Continue on your phone") provides the phone link's upload instead, so the same
 * uploader and machine serve both.
 */
import { createContext, useContext } from 'react';
import type { UploadRequest } from '../../api/http';
import type { UploadDetails } from '../../api/reference-requests/upload-document';

export interface UploadTransport {
  upload(file: Blob & { name: string }, details: UploadDetails, onProgress: (loaded: number, total: number) => void): UploadRequest<unknown>;
  /** Refreshes what the page shows once a file is kept. */
  refresh(): Promise<void>;
}

export const UploadTransportContext = createContext<UploadTransport | null>(null);

export const useUploadTransport = () => useContext(UploadTransportContext);
