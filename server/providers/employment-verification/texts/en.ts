import type { PageText } from './index';

export const EN: PageText = {
  sandboxBanner:
    'Sandbox: this is a test tax-account page. No tax account is connected here, and no real income-verification service is involved.',
  sandboxName: 'Sandbox',
  title: 'Share your employment history from your tax account',
  requestedBy: 'Requested by {company}',
  intro:
    'A tax-account service would now ask you to sign in to your online tax account and to agree to share your employment and income records with the organisation.',
  testerHeading: 'Sandbox actions for testers',
  testerHint:
    'Connect the tax account first, then choose how the verification ends. The form asks the server for the result as it would ask the real service.',
  connectedBody: 'The tax account is connected. No tax record is read in the sandbox.',
  actionsLegend: 'How the verification ends',
  actions: {
    connect: 'Connect the tax account',
    complete: 'Share the employment history',
    fail: 'The service fails',
    cancel: 'Cancel',
    fail_permanently: 'Fail permanently',
  },
  errorSummaryTitle: 'There is a problem',
  invalidAction: 'Choose one of the actions below',
  finishedTitle: 'This verification is finished',
  finishedBody: 'The service reports “{outcome}” to your form.',
  returnLink: 'Return to your form',
  unavailableTitle: 'This verification link is no longer valid',
  unavailableBody: 'Return to your form to start the verification again.',
  lockedBody: 'This form can no longer be changed, so the verification cannot be finished.',
  invalidReturn: 'The return address must be a path on this site.',
};
