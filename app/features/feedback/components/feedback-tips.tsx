import { Card } from "~/components/ui/card";
import { FEEDBACK_TIPS } from "../messages";

/** Tips for useful feedback and the support address, beside the form. */
export function FeedbackTips({ supportEmail }: { supportEmail: string }) {
  return (
    <div className="space-y-6">
      <Card>
        <h2 className="text-lg font-semibold">Tips for great feedback</h2>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-sm text-slate-700 dark:text-slate-300">
          {FEEDBACK_TIPS.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </Card>
      <Card>
        <h2 className="text-lg font-semibold">Prefer email?</h2>
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
          Write to us any time at{" "}
          <a
            href={`mailto:${supportEmail}`}
            className="break-words font-semibold text-brand-700 underline dark:text-brand-400"
          >
            {supportEmail}
          </a>
          .
        </p>
      </Card>
    </div>
  );
}
