import { Card } from "~/components/ui/card";
import { EstimateBadge } from "~/components/legal/estimate-badge";
import { compactNumber } from "~/lib/format";
import { youtubeVideoUrl } from "~/lib/legal";
import type { LatestUpload } from "~/features/video-forecast/index.server";
import {
  MOMENTUM_STATUS_PHRASE,
  MOMENTUM_STATUS_TEXT,
  type MomentumPick,
  momentumSummary,
  signedPercent,
} from "../engine/momentum";

/** "Title, heading for 42.6K (+51%, ahead of your norm)": one upload, its rank figure and its status together. */
function Pick({ label, p }: { label: string; p: MomentumPick }) {
  return (
    <>
      {label}: <span className="font-semibold">{p.title}</span>, heading for {compactNumber(p.expected)} (
      {signedPercent(p.vsNorm)}, {MOMENTUM_STATUS_PHRASE[p.status]}).
    </>
  );
}

/** The latest uploads against the channel's norm at the same age (the forecaster's band), highest and lowest named. */
export function MomentumCard({ latest }: { latest: LatestUpload[] }) {
  const summary = momentumSummary(latest);
  return (
    <Card data-testid="momentum">
      <h2 className="flex flex-wrap items-center gap-2 text-lg font-semibold">
        Momentum <EstimateBadge />
      </h2>
      {latest.length === 0 ? (
        <p className="mt-2 text-sm">No uploads in the last 30 days: your next upload appears here against your norm.</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            Uploads of the last 30 days, projected to day 28 (80% band) against the median 28-day views of your recent
            uploads of the same format.
          </p>
          {summary ? (
            <p className="mt-2 text-sm" data-testid="momentum-summary">
              {summary.allSame ? (
                <>
                  All {summary.measured} uploads{summary.measured < latest.length ? " with a norm" : ""} are{" "}
                  {MOMENTUM_STATUS_PHRASE[summary.allSame]}.{" "}
                </>
              ) : null}
              <Pick label={summary.lowest ? "Highest against your norm" : "Against your norm"} p={summary.highest} />
              {summary.lowest ? (
                <>
                  {" "}
                  <Pick label="Lowest" p={summary.lowest} />
                </>
              ) : null}
            </p>
          ) : null}
          <ul className="mt-2 divide-y divide-slate-200 text-sm dark:divide-slate-800">
            {latest.map((u) => (
              <li key={u.id} className="flex flex-wrap justify-between gap-2 py-2">
                <a
                  href={youtubeVideoUrl(u.id)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="row-title break-words hover:underline"
                >
                  {u.title}
                </a>
                <span className="tabular-nums">
                  {compactNumber(u.views)} so far · day 28 {compactNumber(u.low)}–{compactNumber(u.high)}
                  {u.status ? <span className="ml-2 font-semibold">{MOMENTUM_STATUS_TEXT[u.status]}</span> : null}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
