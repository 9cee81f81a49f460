/**
 * Text clamped to a few lines with a "Show more" toggle that works without JavaScript: the
 * toggle is a <details>, and CSS (app.css, .clamped-text) lifts the clamp while it is open.
 */
export function ClampedText({
  text,
  lines = 4,
  label = "description",
}: {
  text: string;
  lines?: 4 | 6;
  label?: string;
}) {
  return (
    <div className="clamped-text">
      <p
        className={`clamped-text-body whitespace-pre-line break-words ${lines === 4 ? "line-clamp-4" : "line-clamp-6"}`}
      >
        {text}
      </p>
      <details className="group mt-1">
        <summary className="cursor-pointer text-sm font-medium text-brand-700 hover:underline dark:text-brand-400">
          <span className="group-open:hidden">Show full {label}</span>
          <span className="hidden group-open:inline">Show less</span>
        </summary>
      </details>
    </div>
  );
}
