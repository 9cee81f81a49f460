import { Card } from "~/components/ui/card";
import { compactNumber } from "~/lib/format";
import type { LatestUpload } from "~/features/forecast/index.server";

const STATUS_TEXT = { ahead: "Ahead", "on-track": "On track", behind: "Behind" } as const;

/** The latest uploads against the channel's norm at the same age (the forecaster's band), best and worst first. */
export function MomentumCard({ latest }: { latest: LatestUpload[] }) {
  const ranked = latest
    .filter((u) => u.norm !== null && u.norm > 0)
    .sort((a, b) => b.expected / b.norm! - a.expected / a.norm!);
  const best = ranked[0];
  const worst = ranked.length > 1 ? ranked[ranked.length - 1] : undefined;
  const vs = (u: LatestUpload) => `${Math.round((u.expected / u.norm! - 1) * 100)}%`;
  return (
    <Card data-testid="momentum">
      <h2 className="text-lg font-semibold">Momentum</h2>
      {latest.length === 0 ? (
        <p className="mt-2 text-sm">No uploads in the last 30 days: your next upload appears here against your norm.</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            Uploads of the last 30 days, projected to day 28 (80% band) against the median 28-day views of your recent
            uploads of the same format.
          </p>
          {best ? (
            <p className="mt-2 text-sm">
              Best: <span className="font-semibold">{best.title}</span>, heading for {compactNumber(best.expected)} (
              {vs(best)} against your norm).
              {worst ? (
                <>
                  {" "}
                  Weakest: <span className="font-semibold">{worst.title}</span>, heading for{" "}
                  {compactNumber(worst.expected)} ({vs(worst)}).
                </>
              ) : null}
            </p>
          ) : null}
          <ul className="mt-2 divide-y divide-slate-200 text-sm dark:divide-slate-800">
            {latest.map((u) => (
              <li key={u.id} className="flex flex-wrap justify-between gap-2 py-2">
                <span className="row-title break-words">{u.title}</span>
                <span className="tabular-nums">
                  {compactNumber(u.views)} so far · day 28 {compactNumber(u.low)}–{compactNumber(u.high)}
                  {u.status ? <span className="ml-2 font-semibold">{STATUS_TEXT[u.status]}</span> : null}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
