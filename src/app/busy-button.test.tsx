// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BusyButton } from './busy-button';

const activity = vi.hoisted(() => ({ busy: false }));
vi.mock('./use-activity', () => ({ useIsBusy: () => activity.busy }));

afterEach(() => {
  activity.busy = false;
});

describe('BusyButton', () => {
  it('acts when the app is idle', () => {
    const pressed = vi.fn();
    render(<BusyButton onClick={pressed}>Try again</BusyButton>);
    const button = screen.getByRole('button', { name: 'Try again' });
    expect(button.getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(button);
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it('waits while the app or its own flow is busy, keeping the focus', () => {
    const pressed = vi.fn();
    activity.busy = true;
    const { rerender } = render(<BusyButton onClick={pressed}>Decline</BusyButton>);
    const button = screen.getByRole('button', { name: 'Decline' });
    button.focus();
    expect(button.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(button);
    activity.busy = false;
    rerender(<BusyButton onClick={pressed} busy>Decline</BusyButton>);
    fireEvent.click(button);
    expect(pressed).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(button);
    rerender(<BusyButton onClick={pressed}>Decline</BusyButton>);
    fireEvent.click(button);
    expect(pressed).toHaveBeenCalledTimes(1);
  });
});
