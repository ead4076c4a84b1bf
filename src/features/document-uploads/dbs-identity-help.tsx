/**
 * What the UK criminal record check's identity step accepts, and what to do without it (domain/documents/dbs-identity.ts,
 * docs/check-requirements.md "Identity documents without a passport"): the primary and the trusted documents by name,
 * the two routes, and whom to ask when the candidate has neither.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { DBS_PRIMARY_TYPES, DBS_TRUSTED_TYPES } from '../../../domain/documents/dbs-identity';
import type { DocumentType } from '../../../domain/reference-response';
import { useDocumentTypeText } from './document-type-text';

export function DbsIdentityHelp({ documentTypes, company }: { documentTypes: readonly DocumentType[]; company: string }) {
  const { i18n } = useLingui();
  const typeText = useDocumentTypeText();
  const list = (types: readonly string[]) =>
    new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(
      types.map((slug) => typeText(slug, documentTypes.find((type) => type.slug === slug)).title),
    );
  const primary = list(DBS_PRIMARY_TYPES);
  const trusted = list(DBS_TRUSTED_TYPES);
  return (
    <div>
      <p>
        <Trans>Upload either:</Trans>
      </p>
      <ul>
        <li>
          <Trans>a primary identity document ({primary}) and one more document from either list;</Trans>
        </li>
        <li>
          <Trans>or, if you have no primary identity document, two trusted documents ({trusted}).</Trans>
        </li>
      </ul>
      <p>
        <Trans>
          If you have none of these documents, do not upload anything else: contact {company}, who will tell you how
          else your identity can be checked.
        </Trans>
      </p>
    </div>
  );
}
