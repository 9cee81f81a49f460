/** Marks a feature we sell or describe but have not built yet, so no page promises it as ready. */
export function ComingSoonBadge({ className = "" }: { className?: string }) {
  return (
    <span
      className={`inline-flex items-center whitespace-nowrap rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-900/50 dark:text-amber-100 ${className}`}
    >
      Coming soon
    </span>
  );
}
