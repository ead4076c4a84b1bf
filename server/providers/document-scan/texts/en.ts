import type { PageText } from './index';

export const EN: PageText = {
  sandboxBanner:
    'Sandbox: this is a test identity check page. No document is scanned here, and no real identity service is involved.',
  sandboxName: 'Sandbox',
  title: 'Check your identity document',
  requestedBy: 'Requested by {company}',
  intro:
    'An identity service would now ask you to photograph an identity document, such as a passport or a driving licence, and to take a photo of your face, and would then compare the two.',
  testerHeading: 'Sandbox outcomes for testers',
  testerHint:
    'Choose what the identity service reports. You then go back to the form, which asks the server for the result as it would ask the real service.',
  pendingPollsLabel: 'Status checks that answer “pending” first',
  pendingPollsHint:
    'The form checks the status every 5 seconds and shows “Finishing up” while it is pending. With 0 the result is final at the first check. At most {max}.',
  pendingPollsInvalid: 'Enter a whole number from 0 to {max}',
  outcomesLegend: 'Result the identity service reports',
  outcomes: {
    completed: 'Completed',
    cancelled: 'Cancelled',
    expired: 'Expired',
    bypassed: 'Bypassed',
    confirmation: 'Awaiting confirmation',
    abandon: 'Abandon the check',
  },
  abandonHint: 'Abandoning ends the check without a result: the form then says that identity validation is abandoned.',
  errorSummaryTitle: 'There is a problem',
  invalidOutcome: 'Choose one of the results below',
  finishedTitle: 'This identity check is finished',
  finishedBody: 'The identity service reports the result “{outcome}” to your form.',
  abandonedBody: 'You abandoned the identity check.',
  returnLink: 'Return to your form',
  closeWindow: 'You can now close this window and return to your form.',
  unavailableTitle: 'This identity check link is no longer valid',
  unavailableBody: 'Return to your form to start the check again.',
  lockedBody: 'This form can no longer be changed, so the identity check cannot be finished.',
  invalidReturn: 'The return address must be a path on this site.',
};
