import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { IMPORT_STEPS } from "../messages";

/**
 * What to import when revenue is missing: the engine's own sentence for this workspace's gap,
 * then the Studio path step by step, and the way to the import form.
 */
export function ImportGuide({ missing }: { missing: string }) {
  return (
    <Card>
      <section aria-labelledby="rpm-import-guide" className="space-y-3">
        <h2 id="rpm-import-guide" className="text-lg font-semibold">
          Import your revenue from YouTube Studio
        </h2>
        <p className="text-sm text-slate-700 dark:text-slate-300">{missing}</p>
        <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300">
          {IMPORT_STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p className="text-xs text-slate-600 dark:text-slate-400">
          Revenue is read in US dollars. Only channels in the YouTube Partner Program have revenue columns in Studio.
        </p>
        <ButtonLink to="/account">Go to Account Settings</ButtonLink>
      </section>
    </Card>
  );
}
