import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { activateLanguage, createAppI18n, initialLanguage } from './app/i18n';
import { attachMachineInspector } from './app/machine-inspection';
import { isLeavingFailure, watchPageLeaving } from './app/page-leaving';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './router';

const queryClient = createQueryClient();
const i18n = createAppI18n();
const router = createAppRouter({ queryClient, i18n });
watchPageLeaving();

/**
 * index.html already shows the frame and a skeleton. React takes over once the first page's data, code and
 * language are ready, so the candidate never sees an empty page between the two. A failure lands on the
 * router's error page, so rendering always follows.
 */
async function start(): Promise<void> {
  // `npm run dev:inspect` only: a production build drops this branch and never ships the inspector.
  if (import.meta.env.DEV && import.meta.env.VITE_XSTATE_INSPECT === 'true') {
    const { createBrowserInspector } = await import('@statelyai/inspect');
    attachMachineInspector(createBrowserInspector().inspect);
  }
  await Promise.allSettled([router.load(), activateLanguage(i18n, initialLanguage())]);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  // React logs each error a boundary catches; one that only means the page is being left is not an error.
  const onCaughtError = (error: unknown, info: { componentStack?: string }) => {
    if (!isLeavingFailure(error)) console.error(error, info.componentStack);
  };
  createRoot(container, { onCaughtError }).render(
    <StrictMode>
      <App router={router} queryClient={queryClient} i18n={i18n} />
    </StrictMode>,
  );
}

void start();
