/**
 * A button that waits while the app is busy (spec 000 §2 "Buttons are disabled while a navigation or submission is
 * in flight"): marked aria-disabled and ignoring presses rather than `disabled`, so the button just pressed keeps
 * the focus and a screen reader hears it as unavailable instead of losing its place. `useIsBusy` (the router, the
 * queries and the saves) is the app's busy; a screen adds its own flow's busy to it.
 */
import type { ButtonHTMLAttributes, Ref } from 'react';
import { useIsBusy } from './use-activity';

export interface BusyButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'disabled'> {
  /** Busy on top of the app's own activity: a flow's call in flight. */
  busy?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function BusyButton({ busy = false, onClick, ...rest }: BusyButtonProps) {
  const waiting = useIsBusy() || busy;
  return (
    <button
      type="button"
      {...rest}
      aria-disabled={waiting || undefined}
      onClick={(event) => {
        if (!waiting) onClick?.(event);
      }}
    />
  );
}
