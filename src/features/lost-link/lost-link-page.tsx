import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Button } from 'react-aria-components';
import { type LostLinkInput, lostLinkSchema } from '../../../domain/email';
import { apiRequest } from '../../api/http';
import { toFieldErrors } from '../../api/field-errors';
import { ErrorSummary } from '../../forms/error-summary';
import { FormTextField } from '../../forms/fields/text-field';
import { errorSummaryItems, setServerErrors } from '../../forms/form-errors';
import { useMessageText } from '../../forms/message-text';
import { useSchemaForm } from '../../forms/use-schema-form';
import buttons from '../../ui/button/button.module.css';
import { usePageTitle } from '../../ui/page-title/page-title';
import page from '../../ui/page/page.module.css';

type Outcome = 'sent' | 'throttled' | { refusal: unknown };

async function askForNewLink(values: LostLinkInput): Promise<Outcome> {
  const result = await apiRequest('/lost-link/', { method: 'POST', body: values });
  if (result.ok) return 'sent';
  if (result.status === 429) return 'throttled';
  if (result.status === 400) return { refusal: result.error };
  // A network failure: the candidate may try again; it says nothing about the address either.
  throw new Error(result.statusText);
}

/**
 * /lost-link (docs/email.md "A lost or dead link"): the address the organisation wrote to, and a new link e-mailed to
 * every open request sent there. The confirmation is the same whether or not anything matched, so the page never
 * tells whether an address is known; too many tries are asked to wait.
 */
export function LostLinkPage() {
  const { t } = useLingui();
  usePageTitle(t`Send me a new link`);
  const translate = useMessageText();
  const { form, formRef, focusErrors } = useSchemaForm(lostLinkSchema, { email: '' });
  const { setError } = form;
  const send = useMutation({ mutationFn: askForNewLink });
  const outcome = send.data;
  const noticeRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (outcome === undefined) return;
    if (typeof outcome === 'object') {
      setServerErrors(setError, toFieldErrors(outcome.refusal));
      focusErrors();
    } else {
      noticeRef.current?.focus();
    }
  }, [outcome, setError, focusErrors]);

  if (outcome === 'sent') {
    return (
      <>
        <h1>
          <Trans>Check your email</Trans>
        </h1>
        <p className={page.lead} ref={noticeRef} tabIndex={-1} role="status">
          <Trans>If that address has a request, we have sent a new link to it. It can take a few minutes.</Trans>
        </p>
        <p>
          <Trans>The new link replaces the old one. If nothing arrives, check your spam folder, or contact the organisation that asked you to complete a background check.</Trans>
        </p>
      </>
    );
  }

  return (
    <>
      <h1>
        <Trans>Send me a new link</Trans>
      </h1>
      <p className={page.lead}>
        <Trans>Enter the email address the organisation wrote to. If it has a request that is still open, we will send a new link to it.</Trans>
      </p>
      {outcome === 'throttled' && (
        <p ref={noticeRef} tabIndex={-1} role="alert">
          <Trans>You have asked for a new link several times. Please try again later.</Trans>
        </p>
      )}
      {send.isError && (
        <p role="alert">
          <Trans>We could not send your request. Please check your connection, then try again.</Trans>
        </p>
      )}
      <form
        ref={formRef}
        noValidate
        aria-label={t`Send me a new link`}
        onSubmit={form.handleSubmit((values) => send.mutate(values), focusErrors)}
      >
        <ErrorSummary items={errorSummaryItems(form.formState.errors, translate)} />
        <FormTextField control={form.control} name="email" label={<Trans>Email address</Trans>} type="email" autoComplete="email" spellCheck={false} />
        <div className={page.actions}>
          <Button type="submit" className={buttons.primary} isDisabled={send.isPending}>
            <Trans>Send me a new link</Trans>
          </Button>
        </div>
      </form>
    </>
  );
}
