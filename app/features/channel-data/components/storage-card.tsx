import { Card } from "~/components/ui/card";
import { wholeNumber } from "~/lib/format";
import type { StorageUse } from "../storage-caps.server";

/** What the workspace stores against its plan's caps (decision 012), and the message at a cap. */
export function StorageCard({ use }: { use: StorageUse }) {
  return (
    <Card>
      <h2 className="text-lg font-semibold">Storage</h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        What this workspace keeps on the {use.plan} plan.
      </p>
      <ul className="mt-3 space-y-1 text-sm" data-testid="storage-use">
        {use.rows.map((r) => (
          <li key={r.label}>
            <span className="font-medium">{wholeNumber(r.used)}</span> of {wholeNumber(r.cap)} {r.label}
          </li>
        ))}
      </ul>
      {use.atCapMessage ? (
        <p
          role="status"
          className="mt-3 rounded-md bg-amber-50 px-2 py-1 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-200"
        >
          {use.atCapMessage}
        </p>
      ) : null}
    </Card>
  );
}
