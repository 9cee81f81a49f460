import type { ReactNode } from "react";

/** The error box every form and tool uses: announced to screen readers when it appears. */
export function ErrorBox({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <div
      role="alert"
      className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
    >
      {title ? <p className="mb-1 font-semibold">{title}</p> : null}
      <div>{children}</div>
    </div>
  );
}
