import { Link } from "react-router";
import { Card } from "~/components/ui/card";
import type { GettingStartedStep } from "../dashboard.engines.server";

type Step = { title: string; body: string; to: string; action: string };

const STEPS: Record<GettingStartedStep["key"], Step> = {
  channel: {
    title: "Connect your channel",
    body: "Your uploads, their views over time and their comments.",
    to: "/account",
    action: "Connect in Account Settings",
  },
  studio: {
    title: "Import YouTube Studio exports",
    body: "Impressions, click-through rate, watch time, unique viewers, subscribers gained and lost: the KPIs below need them.",
    to: "/account",
    action: "Import in Account Settings",
  },
  topic: {
    title: "Set your primary topic",
    body: "Trends, market analysis and ideas follow it.",
    to: "/account",
    action: "Set it in Account Settings",
  },
};

/** The analytics step where the server can connect Google: the same figures, one step away. */
const STUDIO_OR_GOOGLE: Step = {
  ...STEPS.studio,
  title: "Connect Google or import YouTube Studio exports",
  body: `${STEPS.studio.body} Google's YouTube Analytics brings watch time and subscribers in one step; the channel's daily impressions, click-through rate and unique viewers come only in Studio's exports.`,
  action: "Connect or import in Account Settings",
};

/**
 * The three set-up steps with their state; shown while any is not done. `readOnly`: a viewer, whom
 * Account Settings would refuse each step, reads the state and who does them, with no link.
 * `google`: the server can connect Google, so the analytics step offers it beside the imports.
 */
export function GettingStarted({
  steps,
  readOnly = false,
  google = false,
}: {
  steps: GettingStartedStep[];
  readOnly?: boolean;
  google?: boolean;
}) {
  const done = steps.filter((s) => s.done).length;
  return (
    <Card data-testid="getting-started">
      <h2 className="text-lg font-semibold">Getting started</h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {done} of {steps.length} done.
        {readOnly ? " An owner or manager of this workspace does these steps; the tools fill in as they do." : ""}
      </p>
      <ol className="mt-3 space-y-3">
        {steps.map((s, i) => {
          const step = s.key === "studio" && google ? STUDIO_OR_GOOGLE : STEPS[s.key];
          return (
            <li key={s.key} className="flex gap-3">
              <span
                className={`flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-sm font-semibold ${s.done ? "bg-green-600 text-white" : "bg-slate-200 text-slate-900 dark:bg-slate-700 dark:text-white"}`}
                aria-hidden="true"
              >
                {s.done ? "✓" : i + 1}
              </span>
              <div>
                <p className="font-semibold">
                  {step.title} <span className="sr-only">{s.done ? "(done)" : "(to do)"}</span>
                </p>
                <p className="text-sm">{step.body}</p>
                {s.done || readOnly ? null : (
                  <Link to={step.to} className="text-sm font-semibold text-brand-700 underline dark:text-brand-300">
                    {step.action}
                  </Link>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
