/**
 * A form submit that runs once at a time: a second press (or a second submit button) while the first save is
 * under way is ignored, since the buttons are disabled only once React has rendered the busy state.
 */
import { type FormEvent, useRef } from 'react';

export function useSingleSubmit<R>(submit: (event: FormEvent<HTMLFormElement>) => R | Promise<R>) {
  const underWay = useRef(false);
  return async (event: FormEvent<HTMLFormElement>): Promise<R | undefined> => {
    if (underWay.current) {
      event.preventDefault();
      return undefined;
    }
    underWay.current = true;
    try {
      return await submit(event);
    } finally {
      underWay.current = false;
    }
  };
}
