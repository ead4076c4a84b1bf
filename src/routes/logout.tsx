import { createFileRoute } from '@tanstack/react-router';
import { clearToken } from '../api/auth-token';
import { draftStorage, removeDrafts } from '../api/step-drafts';
import { LogoutPage } from '../features/logout/logout-page';

/**
 * /logout (spec 000 §2): forget the stored token, every unsaved draft and the cached request, then ask the candidate to open their
 * link again. Not on a preload (a hover over the link must not log anyone out).
 */
export const Route = createFileRoute('/logout')({
  loader: ({ context, preload }) => {
    if (preload) return;
    clearToken();
    const storage = draftStorage();
    if (storage) removeDrafts(storage);
    context.queryClient.clear();
  },
  component: LogoutPage,
});
