// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RepeatableList, type RepeatableListProps } from './repeatable-list';

function list(props: Partial<RepeatableListProps>) {
  return (
    <RepeatableList
      name="previous_names"
      keys={['a', 'b']}
      label="Your previous names"
      recordTitle={(index) => `Previous name ${index + 1}`}
      renderRecord={() => null}
      addLabel="Add another name"
      removeLabel={(index) => `Remove previous name ${index + 1}`}
      onAdd={() => undefined}
      onRemove={() => undefined}
      canAdd
      {...props}
    />
  );
}

describe('RepeatableList while the app is busy', () => {
  it('marks Add and Remove aria-disabled and ignores them, then acts once idle', () => {
    const onAdd = vi.fn();
    const onRemove = vi.fn();
    const { rerender } = render(list({ onAdd, onRemove, isBusy: true }));
    const add = screen.getByRole('button', { name: 'Add another name' });
    const remove = screen.getByRole('button', { name: 'Remove previous name 2' });
    expect(add.getAttribute('aria-disabled')).toBe('true');
    expect(remove.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('group', { name: 'Your previous names' }).getAttribute('aria-busy')).toBe('true');
    fireEvent.click(add);
    fireEvent.click(remove);
    expect(onAdd).not.toHaveBeenCalled();
    expect(onRemove).not.toHaveBeenCalled();

    rerender(list({ onAdd, onRemove, isBusy: false }));
    expect(add.getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(add);
    fireEvent.click(remove);
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(onRemove).toHaveBeenCalledWith(1);
  });
});
