/**
 * The loading skeleton: a heading, a line and 4 rows (spec 000 §2 "While loading, 4 skeleton rows are shown").
 * The same markup as index.html's, so the hand-over from the static page does not move anything. Hidden from
 * assistive technology: the busy banner already says 'Loading...'.
 */
export function PageSkeleton() {
  return (
    <div className="page-skeleton" aria-hidden="true">
      <span className="skeleton skeleton--heading" />
      <span className="skeleton skeleton--line" />
      <span className="skeleton skeleton--row" />
      <span className="skeleton skeleton--row" />
      <span className="skeleton skeleton--row" />
      <span className="skeleton skeleton--row" />
    </div>
  );
}
