/**
 * The signature of an acknowledge question (spec 001 §5 "Please acknowledge by signing"): drawn with a finger, a pen
 * or a mouse on a signature pad (the signature_pad package, loaded with this section only), or, for anyone who
 * cannot draw (keyboard only, a switch, a screen reader), a typed name rendered to an image the same way. Either
 * way the form holds PNG bytes, so the server always receives an image.
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Input, Label, Radio, RadioGroup, TextField } from 'react-aria-components';
import type { Control, FieldValues, Path } from 'react-hook-form';
import SignaturePad from 'signature_pad';
import fieldStyles from '../../ui/field/field.module.css';
import formFieldStyles from '../../forms/fields/fields.module.css';
import { useFormField } from '../../forms/fields/use-form-field';
import styles from './fit-and-proper.module.css';

type SignMode = 'draw' | 'type';

/** The image a typed name becomes: wide enough for a long name at a legible size. */
const TYPED_WIDTH = 600;
const TYPED_HEIGHT = 150;
const TYPED_FONT = 'italic 44px "Segoe Script", "Brush Script MT", cursive';

function pngBytes(canvas: HTMLCanvasElement): Uint8Array {
  const base64 = canvas.toDataURL('image/png').split(',')[1] ?? '';
  return Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
}

/** The typed name drawn in a handwriting face on a canvas of its own; null when no canvas can be drawn on. */
function typedSignature(name: string): Uint8Array | null {
  const canvas = document.createElement('canvas');
  canvas.width = TYPED_WIDTH;
  canvas.height = TYPED_HEIGHT;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.fillStyle = '#0b0c0c';
  context.font = TYPED_FONT;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(name, TYPED_WIDTH / 2, TYPED_HEIGHT / 2, TYPED_WIDTH - 40);
  return pngBytes(canvas);
}

export interface SignatureFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  isDisabled?: boolean;
}

export function SignatureField<T extends FieldValues>({ control, name, isDisabled }: SignatureFieldProps<T>) {
  const { t } = useLingui();
  const { field, inputRef, errorMessage, isInvalid } = useFormField({ control, name });
  const [mode, setMode] = useState<SignMode>('draw');
  const [typedName, setTypedName] = useState('');
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const onChange = field.onChange;

  useEffect(() => {
    const canvas = canvasRef.current;
    if (mode !== 'draw' || !canvas?.getContext('2d')) return undefined;
    // The drawing surface matches the screen's pixels, so strokes stay sharp on a phone.
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    canvas.width = canvas.offsetWidth * ratio;
    canvas.height = canvas.offsetHeight * ratio;
    canvas.getContext('2d')?.scale(ratio, ratio);
    const pad = new SignaturePad(canvas, { penColor: '#0b0c0c' });
    padRef.current = pad;
    const onEnd = () => onChange(pad.isEmpty() ? null : pngBytes(canvas));
    pad.addEventListener('endStroke', onEnd);
    return () => {
      pad.removeEventListener('endStroke', onEnd);
      pad.off();
      padRef.current = null;
    };
  }, [mode, onChange]);

  const clear = () => {
    padRef.current?.clear();
    onChange(null);
  };

  const chooseMode = (next: SignMode) => {
    setMode(next);
    onChange(next === 'type' && typedName.trim() ? typedSignature(typedName.trim()) : null);
  };

  const type = (text: string) => {
    setTypedName(text);
    onChange(text.trim() ? typedSignature(text.trim()) : null);
  };

  const errorId = `${name}-error`;
  return (
    <fieldset className={styles.signature}>
      <legend className={fieldStyles.label}>{t`Please acknowledge by signing`}</legend>
      {errorMessage ? (
        <span id={errorId} className={fieldStyles.error}>
          {errorMessage}
        </span>
      ) : null}
      <RadioGroup
        id={name}
        className={fieldStyles.field}
        isInvalid={isInvalid}
        validationBehavior="aria"
        aria-describedby={errorMessage ? errorId : undefined}
        value={mode}
        onChange={(value) => chooseMode(value as SignMode)}
        isDisabled={isDisabled}
        orientation="horizontal"
      >
        <Label className={fieldStyles.description}>{t`How would you like to sign?`}</Label>
        <div className={[formFieldStyles.options, formFieldStyles.inline].join(' ')}>
          <Radio value="draw" className={formFieldStyles.choice} inputRef={inputRef}>
            <span className={[formFieldStyles.mark, formFieldStyles.radioMark].join(' ')} aria-hidden="true" />
            {t`Draw my signature`}
          </Radio>
          <Radio value="type" className={formFieldStyles.choice}>
            <span className={[formFieldStyles.mark, formFieldStyles.radioMark].join(' ')} aria-hidden="true" />
            {t`Type my name`}
          </Radio>
        </div>
      </RadioGroup>
      {mode === 'draw' ? (
        <div className={styles.pad}>
          <p className={fieldStyles.description}>
            {t`Draw your signature in the box with your finger or a mouse. To sign with the keyboard, choose Type my name.`}
          </p>
          {/* Hidden from assistive technology: the typed name is the way to sign without drawing. */}
          <canvas ref={canvasRef} className={styles.canvas} data-invalid={isInvalid || undefined} aria-hidden="true" />
          <button type="button" className={styles.textButton} onClick={clear} disabled={isDisabled}>
            {t`Clear signature`}
          </button>
        </div>
      ) : (
        <TextField
          className={fieldStyles.field}
          value={typedName}
          onChange={type}
          isInvalid={isInvalid}
          isDisabled={isDisabled}
          validationBehavior="aria"
          autoComplete="name"
        >
          <Label className={fieldStyles.label}>{t`Type your full name`}</Label>
          <Input className={formFieldStyles.input} aria-describedby={errorMessage ? errorId : undefined} />
        </TextField>
      )}
    </fieldset>
  );
}
