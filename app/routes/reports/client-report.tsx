// The client report (issue 41): the workspace channel's figures for the last 7, 28 or 90 days,
// each with its source, made for printing to PDF (print CSS in app.css: A4, no controls, sections
// kept whole), with the agency's name and logo on white-label plans. Outside the app's shell, so
// no navigation prints; signed in, and any role may read it (it is a read). `?workspace=` reads
// another workspace the person is a member of; any other is a 404.
import { Link, data } from "react-router";
import { getEnv } from "~/context";
import { MISSING, PERIOD_DAYS, SOURCES } from "~/features/reports/index";
import { clientReport, reportQuerySchema } from "~/features/reports/index.server";
import { requireUser } from "~/lib/auth/require-user.server";
import { PRODUCT_NAME } from "~/lib/brand";
import { getDb } from "~/lib/db/client.server";
import { isAppError } from "~/lib/errors";
import { wholeNumber } from "~/lib/format";
import { IMAGE_SOURCE_HEADER } from "~/lib/form-target";
import { firstIssue } from "~/lib/validation";
import type { Route } from "./+types/client-report";

export const meta: Route.MetaFunction = ({ loaderData: report }) => [
  { title: report ? `Client report · ${report.brand.name}` : `Client report · ${PRODUCT_NAME}` },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const url = new URL(request.url);
  const query = reportQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  if (!query.success) throw data(firstIssue(query.error), { status: 400 });
  try {
    const report = await clientReport(getDb(getEnv(context)), user, query.data);
    const logoOrigin = report.brand.logoUrl ? new URL(report.brand.logoUrl).origin : null;
    // The logo is the one image from elsewhere: the page's policy allows its origin (workers/middleware.ts).
    return data(report, { headers: logoOrigin ? { [IMAGE_SOURCE_HEADER]: logoOrigin } : {} });
  } catch (error) {
    if (isAppError(error, "not-found")) throw data(error.message, { status: 404 });
    throw error;
  }
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  const source = loaderHeaders.get(IMAGE_SOURCE_HEADER);
  return source ? { [IMAGE_SOURCE_HEADER]: source } : {};
}

const nf = (n: number | null) => (n === null ? "not known" : wholeNumber(n));

function Source({ children }: { children: string }) {
  return <p className="mt-1 text-xs text-slate-600 print:text-slate-700">Source: {children}</p>;
}

export default function ClientReportPage({ loaderData: r }: Route.ComponentProps) {
  const f = r.figures;
  // The same workspace and channel in every period and the CSV (a link opens the same report).
  const workspaceQuery =
    `&workspace=${encodeURIComponent(r.teamWorkspaceId)}` +
    (f.channel ? `&channel=${encodeURIComponent(f.channel.id)}` : "");
  return (
    <main className="report-page mx-auto max-w-3xl bg-white p-8 text-slate-900">
      <nav className="report-no-print mb-6 flex flex-wrap items-center gap-3 text-sm" aria-label="Report controls">
        <Link to="/dashboard" className="font-semibold text-brand-700 underline">
          Back to {PRODUCT_NAME}
        </Link>
        <span aria-hidden="true">·</span>
        <span>Period:</span>
        {PERIOD_DAYS.map((days) => (
          <Link
            key={days}
            to={`/reports/client?period=${days}${workspaceQuery}`}
            aria-current={days === r.days ? "page" : undefined}
            className={days === r.days ? "font-bold underline" : "text-brand-700 underline"}
          >
            Last {days} days
          </Link>
        ))}
        <span aria-hidden="true">·</span>
        <a href={`/reports/client.csv?period=${r.days}${workspaceQuery}`} download className="text-brand-700 underline">
          Download CSV
        </a>
        <span>· Print or save as PDF from your browser (Ctrl/Cmd+P).</span>
      </nav>

      <header className="report-section flex items-center gap-4 border-b border-slate-300 pb-4">
        {r.brand.logoUrl ? <img src={r.brand.logoUrl} alt={`${r.brand.name} logo`} className="h-14 w-auto" /> : null}
        <div>
          <p className="text-sm uppercase tracking-wide text-slate-600" data-testid="report-brand">
            {r.brand.name}
          </p>
          <h1 className="text-2xl font-bold">Channel report: {f.channel?.title ?? "no channel connected"}</h1>
          <p className="text-sm text-slate-700">
            Last {r.days} days, {f.from} to {f.to} (UTC). Made {r.generatedAt.slice(0, 10)}.
          </p>
        </div>
      </header>
      {r.brand.note ? <p className="report-no-print mt-3 text-sm text-slate-600">{r.brand.note}</p> : null}

      {!f.channel ? (
        <p className="mt-6">{MISSING.channel}</p>
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
                  value: f.channelDays ? nf(f.channelDays.views) : "not connected",
                },
                {
                  label: "Subscribers gained",
                  id: "report-subscribers-gained",
                  value: f.channelDays ? nf(f.channelDays.subscribersGained) : "not connected",
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
              <Source>{`${f.channelDays.source}, ${f.channelDays.daysCovered} day(s) in the period`}</Source>
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
                      <td className="py-1">{u.title}</td>
                      <td className="py-1">{new Date(u.publishedAt).toISOString().slice(0, 10)}</td>
                      <td className="py-1 text-right">{wholeNumber(u.viewCount)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : (
              <p className="mt-2 text-sm">{MISSING.uploads}</p>
            )}
            <Source>{SOURCES.uploads}</Source>
          </section>

          <section className="report-section mt-6">
            <h2 className="text-lg font-semibold">What worked</h2>
            {f.best ? (
              <p className="mt-2 text-sm" data-testid="report-best">
                “{f.best.upload.title}”: {wholeNumber(f.best.upload.viewCount)} views,{" "}
                {f.best.ratio === null ? "the channel's median is 0 views" : `${f.best.ratio.toFixed(1)}×`} the
                channel&apos;s median of {wholeNumber(f.best.medianViews)} views over its last {f.best.baselineCount}{" "}
                uploads before the period. Newer uploads have had less time to gather views.
              </p>
            ) : (
              <p className="mt-2 text-sm">{f.uploads.count ? MISSING.baseline : MISSING.uploads}</p>
            )}
            <Source>{`${SOURCES.uploads}; ${SOURCES.baseline}`}</Source>
          </section>

          <section className="report-section mt-6">
            <h2 className="text-lg font-semibold">What viewers said</h2>
            {f.sentiment ? (
              <>
                <p className="mt-2 text-sm" data-testid="report-sentiment">
                  {wholeNumber(f.sentiment.commentsAnalyzed)} comments analysed; average sentiment{" "}
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
                        Asked for: {q.topic} ({wholeNumber(q.count)} comment{q.count === 1 ? "" : "s"})
                      </li>
                    ))}
                  </ul>
                ) : null}
                <Source>{`${SOURCES.sentiment} of the last ${f.sentiment.days} days`}</Source>
              </>
            ) : (
              <p className="mt-2 text-sm">{MISSING.sentiment}</p>
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
    </main>
  );
}
