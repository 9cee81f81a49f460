import { IntervalChart } from "~/components/charts/interval-chart";
import { Card } from "~/components/ui/card";
import type { FeatureEffect } from "../engine/effects";
import { signedPercent } from "~/lib/format";
import { featureLabel } from "../messages";

/**
 * "What works on this channel": every measured feature's effect with its 95% bootstrap interval.
 * Only rows whose interval is clear of zero (and with enough videos on both sides) are advice.
 */
export function EffectsTable({
  effects,
  outcome,
  videosAnalyzed,
}: {
  effects: FeatureEffect[];
  outcome: "studio" | "views" | "relative";
  videosAnalyzed: number;
}) {
  const measure =
    outcome === "studio"
      ? "Studio impressions CTR (or the Reporting API's, with Google connected)"
      : outcome === "relative"
        ? "views so far against the 10 uploads published nearest to each (an estimate from one reading: too few first-week counts yet)"
        : "views at 7 days (no Studio CTR imported)";
  return (
    <Card>
      <section aria-labelledby="effects-heading" className="space-y-3">
        <div>
          <h2 id="effects-heading" className="text-lg font-semibold">
            What works on this channel
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Each feature compares your {videosAnalyzed} long-form videos with it against those without (numbers: at or
            above your median against below), measured on {measure}. Bold rows have a 95% interval clear of zero and at
            least 8 videos on each side.
          </p>
        </div>
        <IntervalChart
          caption="Each feature's effect (dot) and its 95% interval (line); a line clear of the zero mark is a clear effect."
          zeroLine
          format={signedPercent}
          rows={effects
            .filter((e) => e.enough)
            .map((e) => ({
              label: featureLabel(e.feature),
              value: e.effect,
              low: e.low,
              high: e.high,
              emphasis: e.significant,
            }))}
        />
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Effect of each feature">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Effect of each title and thumbnail feature</caption>
            <thead className="text-xs text-slate-600 uppercase dark:text-slate-400">
              <tr>
                <th scope="col" className="py-2 pr-3">
                  Feature
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  Videos with / without
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  Effect
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  95% interval
                </th>
                <th scope="col" className="py-2">
                  Verdict
                </th>
              </tr>
            </thead>
            <tbody>
              {effects.map((e) => (
                <tr
                  key={e.feature}
                  className={`border-t border-slate-200 dark:border-slate-800 ${e.significant ? "font-semibold" : ""}`}
                >
                  <th scope="row" className="py-2 pr-3 font-normal">
                    {featureLabel(e.feature)}
                    {e.kind === "numeric" && e.threshold !== null ? (
                      <span className="block text-xs text-slate-600 dark:text-slate-400">
                        split at {Math.round(e.threshold * 100) / 100}
                      </span>
                    ) : null}
                  </th>
                  <td className="py-2 pr-3 text-right tabular-nums">
                    {e.withCount} / {e.withoutCount}
                  </td>
                  <td className="py-2 pr-3 text-right tabular-nums">{signedPercent(e.effect)}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">
                    {signedPercent(e.low)} to {signedPercent(e.high)}
                  </td>
                  <td className="py-2">
                    {!e.enough
                      ? "Too few videos"
                      : e.significant
                        ? e.effect > 0
                          ? "Helps"
                          : "Hurts"
                        : "No clear effect"}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </Card>
  );
}
