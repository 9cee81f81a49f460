// The client report itself: the brand, the channel and period, the figures each with its source.
// One body for the team's page (/reports/client) and the client's (/reports/shared/<token>): the
// client's reads what is not in the report where the team's says what to connect (forClient), and
// neither links anywhere.
import { countOf, wholeNumber } from "~/lib/format";
import { youtubeVideoUrl } from "~/lib/legal";
import { PRODUCT_NAME } from "~/lib/brand";
import { CLIENT_MISSING, MISSING, type ReportFigures, SOURCES } from "../engine/figures";

export type ReportBodyData = {
  days: number;
  generatedAt: string;
  brand: { name: string; logoUrl: string | null; whiteLabel: boolean; note?: string | null };
  figures: ReportFigures;
};

const nf = (n: number | null) => (n === null ? "not known" : wholeNumber(n));

function Source({ children }: { children: string }) {
  return <p className="mt-1 text-xs text-slate-600 print:text-slate-700">Source: {children}</p>;
}

/**
 * `audience` "team": the workspace's own page (a missing figure says "not connected" and what to
 * connect, the plan's note shows); "client": a link's page, which says only what is not in it.
 */
export function ReportBody({ report: r, audience }: { report: ReportBodyData; audience: "team" | "client" }) {
  const f = r.figures;
  const noDays = audience === "team" ? "not connected" : "not in this report";
  const missing = audience === "team" ? MISSING : CLIENT_MISSING;
  return (
    <>
      <header className="report-section flex items-center gap-4 border-b border-slate-300 pb-4">
        {r.brand.logoUrl ? <img src={r.brand.logoUrl} alt={`${r.brand.name} logo`} className="h-14 w-auto" /> : null}
        <div>
          <p className="text-sm uppercase tracking-wide text-slate-600" data-testid="report-brand">
            {r.brand.name}
          </p>
          <h1 className="text-2xl font-bold">Channel report: {f.channel?.title ?? "no channel connected"}</h1>
          <p className="text-sm text-slate-700">
            Last {r.days} days, {f.from} to {f.to} ({f.zone}). Made {r.generatedAt.slice(0, 10)}.
          </p>
        </div>
      </header>
      {audience === "team" && r.brand.note ? (
        <p className="report-no-print mt-3 text-sm text-slate-600">{r.brand.note}</p>
      ) : null}

      {!f.channel ? (
        <p className="mt-6">{missing.channel}</p>
      ) : (
        <>
          <section className="report-section mt-6">
            <h2 className="text-lg font-semibold">Summary</h2>
            <dl className="mt-3 grid grid-cols-2 gap-4 sm:grid-cols-4">
              {[
                { label: "Uploads published", id: "report-uploads", value: wholeNumber(f.uploads.count) },
                { label: "Views on those uploads", id: "report-upload-views", value: wholeNumber(f.uploads.views) },
                {
                  label: "Channel views",
                  id: "report-channel-views",
                  value: f.channelDays ? nf(f.channelDays.views) : noDays,
                },
                {
                  label: "Subscribers gained",
                  id: "report-subscribers-gained",
                  value: f.channelDays ? nf(f.channelDays.subscribersGained) : noDays,
                },
              ].map((figure) => (
                <div key={figure.id}>
                  <dt className="text-xs text-slate-600">{figure.label}</dt>
                  <dd className="text-xl font-bold" data-testid={figure.id}>
                    {figure.value}
                  </dd>
                </div>
              ))}
            </dl>
            <Source>{SOURCES.uploads}</Source>
            {f.channelDays ? (
              <Source>{`${f.channelDays.source}, ${countOf(f.channelDays.daysCovered, "day")} in the period`}</Source>
            ) : null}
            <p className="mt-1 text-xs text-slate-600">
              Subscribers now: {nf(f.channel.subscriberCount)} ({SOURCES.subscribers}).
            </p>
          </section>

          <section className="report-section mt-6">
            <h2 className="text-lg font-semibold">Top uploads</h2>
            {f.uploads.top.length ? (
              <table className="mt-2 w-full text-sm">
                <thead>
                  <tr className="border-b border-slate-300 text-left">
                    <th className="py-1">Upload</th>
                    <th className="py-1">Published</th>
                    <th className="py-1 text-right">Views</th>
                  </tr>
                </thead>
                <tbody>
                  {f.uploads.top.map((u) => (
                    <tr key={u.id} className="border-b border-slate-200">
                      <td className="py-1 break-words">
                        {/* The upload opens on YouTube (a printed copy shows the title, underlined). */}
                        <a href={youtubeVideoUrl(u.id)} rel="noopener noreferrer" className="underline">
                          {u.title}
                        </a>
                      </td>
                      <td className="py-1">{new Date(u.publishedAt).toISOString().slice(0, 10)}</td>
                      <td className="py-1 text-right">{wholeNumber(u.viewCount)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : (
              <p className="mt-2 text-sm">{missing.uploads}</p>
            )}
            <Source>{SOURCES.uploads}</Source>
          </section>

          <section className="report-section mt-6">
            <h2 className="text-lg font-semibold">What worked</h2>
            {f.best ? (
              <p className="mt-2 text-sm" data-testid="report-best">
                “{f.best.upload.title}”: {countOf(f.best.upload.viewCount, "view")},{" "}
                {f.best.ratio === null ? "the channel's median is 0 views" : `${f.best.ratio.toFixed(1)}×`} the
                channel&apos;s median of {wholeNumber(f.best.medianViews)} views over its last{" "}
                {countOf(f.best.baselineCount, "upload")} before the period. Newer uploads have had less time to gather
                views.
              </p>
            ) : (
              <p className="mt-2 text-sm">{f.uploads.count ? missing.baseline : missing.uploads}</p>
            )}
            <Source>{`${SOURCES.uploads}; ${SOURCES.baseline}`}</Source>
          </section>

          <section className="report-section mt-6">
            <h2 className="text-lg font-semibold">What viewers said</h2>
            {f.sentiment ? (
              <>
                <p className="mt-2 text-sm" data-testid="report-sentiment">
                  {countOf(f.sentiment.commentsAnalyzed, "comment")} analysed; average sentiment{" "}
                  {f.sentiment.avgScore === null ? "not scored" : `${f.sentiment.avgScore}/10`}
                  {f.sentiment.breakdown
                    ? ` (${f.sentiment.breakdown.positive}% positive, ${f.sentiment.breakdown.neutral}% neutral, ${f.sentiment.breakdown.negative}% negative)`
                    : ""}
                  .
                </p>
                {f.sentiment.requests.length ? (
                  <ul className="mt-2 list-disc pl-5 text-sm">
                    {f.sentiment.requests.map((q) => (
                      <li key={q.topic}>
                        Asked for: {q.topic} ({countOf(q.count, "comment")})
                      </li>
                    ))}
                  </ul>
                ) : null}
                <Source>{`${SOURCES.sentiment} of the last ${f.sentiment.days} days`}</Source>
              </>
            ) : (
              <p className="mt-2 text-sm">{missing[f.sentimentGap ?? "sentiment"]}</p>
            )}
          </section>

          {f.missing.length ? (
            <section className="report-section mt-6">
              <h2 className="text-lg font-semibold">Not in this report</h2>
              <ul className="mt-2 list-disc pl-5 text-sm">
                {f.missing.map((m) => (
                  <li key={m}>{m}</li>
                ))}
              </ul>
            </section>
          ) : null}
        </>
      )}
      <footer className="report-section mt-8 border-t border-slate-300 pt-2 text-xs text-slate-600">
        {r.brand.whiteLabel ? `Prepared by ${r.brand.name}.` : `Prepared with ${PRODUCT_NAME}.`} Figures are computed
        from the data named under each one.
      </footer>
    </>
  );
}
