import { ESTIMATE_LABEL } from "~/lib/figure-source";

/**
 * Marks a figure Vidwise computed (a forecast, a score, a projected gain) so nobody takes it for
 * one YouTube reports: the API policies require derived figures to be told apart from YouTube's.
 * Visible text, not colour alone, so it reads the same in dark mode, in print and to a screen reader.
 */
export function EstimateBadge({ className = "" }: { className?: string }) {
  return (
    <span
      data-testid="estimate-badge"
      className={`inline-flex items-center whitespace-nowrap rounded-full border border-violet-300 bg-violet-50 px-2 py-0.5 align-middle text-xs font-medium text-violet-900 dark:border-violet-700 dark:bg-violet-950 dark:text-violet-100 ${className}`}
    >
      {ESTIMATE_LABEL}
    </span>
  );
}
