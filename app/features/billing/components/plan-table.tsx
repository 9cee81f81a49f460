import type { ReactNode } from "react";
import { DashIcon } from "~/components/marketing/icons";

export type PlanTableColumn = { id: string; name: string };

export type PlanTableRow = {
  key: string;
  title: string;
  detail: string;
  /** A line under the detail (where a feature is in the app). */
  note?: ReactNode;
  /** What a phone shows in place of the plan columns. */
  phoneLine: string;
  /** One cell a column, in the columns' order; null is "Not included". */
  cells: (ReactNode | null)[];
};

/** The pricing page's tables: a row a feature or allowance, a column a plan. */
export function PlanTable({
  label,
  caption,
  firstColumn,
  columns,
  rows,
  minWidth,
  testId,
  footer,
}: {
  label: string;
  caption: string;
  firstColumn: string;
  columns: readonly PlanTableColumn[];
  rows: readonly PlanTableRow[];
  /** Tailwind's `sm:min-w-[…]` for the full table. */
  minWidth: string;
  testId?: string;
  footer?: ReactNode;
}) {
  return (
    // On a phone the plan columns give way to a line under each row naming every plan's value, so
    // nothing sits off-screen; from `sm` up it is the full table. Focusable so keyboard users can
    // scroll it sideways should it still not fit.
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="relative overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800"
    >
      <table className={`w-full border-collapse text-left text-sm ${minWidth}`} data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 dark:bg-slate-900">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              {firstColumn}
            </th>
            {columns.map((column) => (
              <th key={column.id} scope="col" className="hidden px-4 py-3 text-center font-semibold sm:table-cell">
                {column.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className="px-4 py-3 font-normal">
                <span className="block font-semibold">{row.title}</span>
                <span className="block text-slate-600 dark:text-slate-400">{row.detail}</span>
                {row.note}
                <span className="mt-1 block text-xs font-semibold text-emerald-800 sm:hidden dark:text-emerald-300">
                  {row.phoneLine}
                </span>
              </th>
              {columns.map((column, i) => (
                <td key={column.id} className="hidden px-4 py-3 text-center sm:table-cell">
                  {row.cells[i] ?? (
                    <>
                      <DashIcon className="mx-auto h-5 w-5 text-slate-500 dark:text-slate-400" />
                      <span className="sr-only">Not included</span>
                    </>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {footer}
    </div>
  );
}
