/**
 * A link to this step with another query (the switch between the two flows): a real link, so it can be opened
 * elsewhere, that the router follows in place. The router's typed links know only the query every page carries.
 */
import { useRouter } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';

export function InAppLink({ href, children }: { href: string; children: ReactNode }) {
  const router = useRouter();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    router.history.push(href);
  };
  return (
    <a href={href} onClick={follow}>
      {children}
    </a>
  );
}
