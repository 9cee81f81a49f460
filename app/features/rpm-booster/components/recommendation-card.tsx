import { EstimateBadge } from "~/components/legal/estimate-badge";
import { Card } from "~/components/ui/card";
import type { RpmRecommendation } from "../engine/types";
import { formatMoney } from "~/lib/format";

const PRIORITY_STYLE: Record<RpmRecommendation["priority"], string> = {
  High: "bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300",
  Medium: "bg-amber-50 text-amber-800 dark:bg-amber-950 dark:text-amber-300",
  Low: "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300",
};

/** One recommendation (spec §3 "RPM recommendation"): the projection, the evidence and the steps. */
export function RecommendationCard({ item }: { item: RpmRecommendation }) {
  const headingId = `rec-${item.id}`;
  return (
    <Card>
      <article aria-labelledby={headingId} className="space-y-4">
        <header className="space-y-2">
          <div className="flex flex-wrap items-center gap-2 text-xs font-semibold">
            <span className="tracking-wide text-slate-600 uppercase dark:text-slate-400">{item.category}</span>
            <span className={`rounded-full px-3 py-1 ${PRIORITY_STYLE[item.priority]}`}>{item.priority} priority</span>
            {/* The projection and the potential increase are ours; the RPM now is YouTube's revenue over views. */}
            <EstimateBadge />
          </div>
          <h3 id={headingId} className="text-lg font-semibold break-words">
            {item.title}
          </h3>
          <p className="text-sm text-slate-700 dark:text-slate-300">{item.description}</p>
        </header>

        <dl className="grid grid-cols-2 gap-3 text-sm md:grid-cols-4">
          <div>
            <dt className="text-xs text-slate-600 dark:text-slate-400">RPM now → projected</dt>
            <dd className="font-semibold tabular-nums">
              {formatMoney(item.currentRPM)} → {formatMoney(item.projectedRPM)}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-slate-600 dark:text-slate-400">Potential increase</dt>
            <dd className="font-semibold tabular-nums">+{formatMoney(item.potentialIncrease)} per 28 days</dd>
          </div>
          <div>
            <dt className="text-xs text-slate-600 dark:text-slate-400">Difficulty</dt>
            <dd className="font-semibold">{item.difficulty}</dd>
          </div>
          <div>
            <dt className="text-xs text-slate-600 dark:text-slate-400">Time to implement</dt>
            <dd className="font-semibold">{item.timeToImplement}</dd>
          </div>
        </dl>

        <div>
          <h4 className="text-sm font-semibold">Evidence from your channel</h4>
          <p className="mt-1 text-sm break-words text-slate-700 dark:text-slate-300">{item.reasoning}</p>
        </div>

        <div>
          <h4 className="text-sm font-semibold">Action steps</h4>
          <ol className="mt-1 list-decimal space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300">
            {item.actionSteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
      </article>
    </Card>
  );
}
