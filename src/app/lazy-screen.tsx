import { type ComponentType, lazy, type ReactElement, Suspense } from 'react';
import { PageSkeleton } from './page-skeleton';

/**
 * A screen in a lazily loaded chunk of its own, showing the page skeleton while the chunk loads: the route table
 * stays in the first load, a section's code does not.
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): (props: P) => ReactElement {
  const Screen = lazy(async () => ({ default: await load() }));
  return function LazyScreen(props: P) {
    return (
      <Suspense fallback={<PageSkeleton />}>
        <Screen {...props} />
      </Suspense>
    );
  };
}
