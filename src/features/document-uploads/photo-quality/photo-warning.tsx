/**
 * What the photo check found, in the uploader's place before the photo is sent (docs/documents.md "Photo checks"):
 * each problem in plain words, then Retake (the file picker again, where a phone offers its camera) and Use anyway
 * (the photo as it is). The box takes the focus as it appears, so a screen reader reads its title and problems at
 * once, and both choices are buttons reached by the keyboard.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef } from 'react';
import { Button, FileTrigger } from 'react-aria-components';
import type { PhotoIssue } from '../../../../domain/documents/photo-quality';
import { ACCEPTED_UPLOAD_TYPES } from '../../../../domain/documents/upload-pages';
import uploaderStyles from '../document-uploads.module.css';
import styles from './photo-warning.module.css';

const ISSUE_TEXT: Record<PhotoIssue, MessageDescriptor> = {
  small: msg`This photo is too small for the document to be read. Move closer, or choose a larger photo.`,
  dark: msg`This photo looks too dark, so the document may be hard to read. Try again in better light.`,
  blurred: msg`This photo looks blurred, so the text may not be readable. Hold the camera still and let it focus.`,
  glare: msg`There is strong glare on this photo, which may hide part of the document. Tilt the document away from the light.`,
};

export interface PhotoWarningProps {
  fileName: string;
  issues: readonly PhotoIssue[];
  /** The level of the warning's title: one under the uploader's heading. */
  headingLevel: 3 | 4 | 5;
  onRetake: (file: File) => void;
  onUseAnyway: () => void;
}

export function PhotoWarning({ fileName, issues, headingLevel, onRetake, onUseAnyway }: PhotoWarningProps) {
  const { i18n } = useLingui();
  const titleId = useId();
  const issuesId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  const Heading = `h${headingLevel}` as const;
  const retake = (file: File | undefined) => {
    if (file) onRetake(file);
  };

  useEffect(() => {
    boxRef.current?.focus();
  }, []);

  return (
    <div ref={boxRef} role="group" tabIndex={-1} aria-labelledby={titleId} aria-describedby={issuesId} className={styles.warning}>
      <Heading id={titleId} className={styles.title}>
        <Trans>{fileName} may be hard to read</Trans>
      </Heading>
      <ul id={issuesId} className={styles.issues}>
        {issues.map((issue) => (
          <li key={issue}>{i18n._(ISSUE_TEXT[issue])}</li>
        ))}
      </ul>
      <p className={styles.advice}>
        <Trans>You can retake the photo, or use it anyway if you can read everything on it.</Trans>
      </p>
      <div className={styles.choices}>
        <FileTrigger acceptedFileTypes={[...ACCEPTED_UPLOAD_TYPES]} onSelect={(files) => retake(files?.[0])}>
          <Button className={uploaderStyles.primary}>
            <Trans>Retake</Trans>
          </Button>
        </FileTrigger>
        <Button className={uploaderStyles.secondary} onPress={onUseAnyway}>
          <Trans>Use anyway</Trans>
        </Button>
      </div>
    </div>
  );
}
