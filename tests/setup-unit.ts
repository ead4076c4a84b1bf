/** jsdom has no CSS.escape, which React Aria's overlays call; component tests need only its simple form. */
if (typeof window !== 'undefined' && typeof globalThis.CSS?.escape !== 'function') {
  const escape = (value: string) => value.replace(/[^a-zA-Z0-9_-]/g, (character) => `\\${character}`);
  globalThis.CSS = Object.assign(globalThis.CSS ?? {}, { escape }) as typeof CSS;
}

/**
 * Component tests render the whole app, loaders included; on a busy two-core CI runner a page can take longer
 * than testing-library's 1 s default to appear (a lazily loaded step is compiled on its first use), which is
 * slowness, not failure. The unit project's test timeout (vitest.config.ts) leaves room for the whole wait, so a
 * page that never appears still fails with testing-library's account of what is on screen.
 */
if (typeof window !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 10_000 });
}



/**
 * A form keeps its unsaved answers on the device as it unmounts (src/api/step-drafts.ts); each component test starts
 * without the drafts an earlier test of its file left, as a fresh device would.
 */
if (typeof window !== 'undefined') {
  const { afterEach } = await import('vitest');
  const { cleanup } = await import('@testing-library/react');
  const { removeDrafts } = await import('../src/api/step-drafts');
  afterEach(() => {
    // Unmounting writes any pending draft, so the forms go first.
    cleanup();
    removeDrafts(window.localStorage);
  });
}
export {};
