import type { ReactNode } from "react";

export function EmptyState({ title, children, action }: { title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-700">
      <h3 className="text-lg font-semibold">{title}</h3>
      {children ? (
        <div className="mx-auto mt-2 max-w-prose text-sm text-slate-600 dark:text-slate-300">{children}</div>
      ) : null}
      {action ? <div className="mt-4 flex justify-center">{action}</div> : null}
    </div>
  );
}
