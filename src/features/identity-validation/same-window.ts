/** Leaving the app for a provider's page in the same window (spec 000 §2, §4); an object so a test can watch it. */
export const sameWindow = {
  open(url: string): void {
    window.location.assign(url);
  },
};
