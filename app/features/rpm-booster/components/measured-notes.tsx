import { Card } from "~/components/ui/card";

/** The drivers behind the silence: measured without advice, and what the data cannot measure. */
export function MeasuredNotes({ checked, notMeasured }: { checked: string[]; notMeasured: string[] }) {
  if (checked.length === 0 && notMeasured.length === 0) return null;
  return (
    <Card>
      <section aria-labelledby="rpm-measured" className="space-y-3 text-sm">
        <h2 id="rpm-measured" className="text-lg font-semibold">
          What else was measured
        </h2>
        {checked.length > 0 ? (
          <div>
            <h3 className="font-semibold">Measured, nothing to change</h3>
            <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-700 dark:text-slate-300">
              {checked.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {notMeasured.length > 0 ? (
          <div>
            <h3 className="font-semibold">Not measured</h3>
            <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-700 dark:text-slate-300">
              {notMeasured.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </section>
    </Card>
  );
}
