import { createFileRoute } from '@tanstack/react-router';
import { ensureSectionCatalog } from '../app/i18n';
import { lazyScreen } from '../app/lazy-screen';

const PhoneUploadPage = lazyScreen(() =>
  import('../features/document-uploads/phone-upload-page').then((module) => module.PhoneUploadPage),
);

/**
 * /continue-on-phone#token=…: the page a phone link opens (docs/documents.md "Continue on your phone"). Its words and
 * the uploader's are in the lazily loaded catalog, loaded here before the page shows.
 */
export const Route = createFileRoute('/continue-on-phone')({
  beforeLoad: ({ context }) => ensureSectionCatalog(context.i18n),
  component: PhoneUploadPage,
});
