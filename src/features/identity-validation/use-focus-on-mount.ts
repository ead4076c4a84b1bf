/**
 * Focus on what a state change put on the screen (the verified heading, the error above the list), so a screen
 * reader announces it and a keyboard user continues from there. Each appears only after the page has asked a
 * provider, never as the page's first content, which the router focuses itself.
 */
import { type RefObject, useEffect } from 'react';

export function useFocusOnMount(target: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    target.current?.focus();
  }, [target]);
}
