/** jsdom has no CSS.escape, which React Aria's overlays call; component tests need only its simple form. */
if (typeof window !== 'undefined' && typeof globalThis.CSS?.escape !== 'function') {
  const escape = (value: string) => value.replace(/[^a-zA-Z0-9_-]/g, (character) => `\\${character}`);
  globalThis.CSS = Object.assign(globalThis.CSS ?? {}, { escape }) as typeof CSS;
}

/**
 * Component tests render the whole app, loaders included; on a busy two-core CI runner a page can take longer
 * than testing-library's 1 s default to appear, which is slowness, not failure.
 */
if (typeof window !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 4000 });
}

export {};
