/**
 * Whether a failure belongs to the candidate leaving the page. Firefox cancels what a page is still loading as soon
 * as it navigates away, so a lazy chunk or an API call still in flight then fails with a TypeError. The page is
 * about to go: it neither shows that failure nor reports it. A navigation called off (a prompt answered "stay", a
 * link that downloads) would leave the mark set, so it lapses after a while.
 */
const LEAVING_LAPSES_AFTER_MS = 10_000;

let leavingSince: number | undefined;

export function watchPageLeaving(target: Pick<Window, 'addEventListener'> = window): void {
  target.addEventListener('beforeunload', () => {
    leavingSince = performance.now();
  });
  // Back from the back-forward cache: the page is the candidate's again.
  target.addEventListener('pageshow', () => {
    leavingSince = undefined;
  });
}

export function isLeavingFailure(error: unknown): boolean {
  return error instanceof TypeError && leavingSince !== undefined && performance.now() - leavingSince < LEAVING_LAPSES_AFTER_MS;
}
