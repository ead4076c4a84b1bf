/** jsdom has no CSS.escape, which React Aria's overlays call; component tests need only its simple form. */
if (typeof window !== 'undefined' && typeof globalThis.CSS?.escape !== 'function') {
  const escape = (value: string) => value.replace(/[^a-zA-Z0-9_-]/g, (character) => `\\${character}`);
  globalThis.CSS = Object.assign(globalThis.CSS ?? {}, { escape }) as typeof CSS;
}
