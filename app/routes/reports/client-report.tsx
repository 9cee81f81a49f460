// The client report: one channel of the workspace over the last 7, 28 or 90 days, each
// figure with its source, made for printing to PDF (print CSS in app.css: A4, no controls, sections
// kept whole), with the agency's name and logo on white-label plans. Outside the app's shell, so
// no navigation prints; signed in, and any role may read it (it is a read). `?workspace=` reads
// another workspace the person is a member of, `?channel=` one of its channels (the picker); any
// other is a 404. Owners and managers share it with a client by link (/reports/shared/<token>):
// the action below, plain form posts.
import { Link, data } from "react-router";
import { getEnv } from "~/context";
import { LegalFooter } from "~/components/legal/legal-links";
import { YouTubeAttribution } from "~/components/legal/youtube-attribution";
import { PERIOD_DAYS, ReportBody, ReportPicker, SharePanel, type ShownReport } from "~/features/reports/index";
import {
  changeReportShare,
  clientReportPage,
  reportQuerySchema,
  shareFormSchema,
} from "~/features/reports/index.server";
import { requireUser } from "~/lib/auth/require-user.server";
import { PRODUCT_NAME } from "~/lib/brand";
import { getDb } from "~/lib/db/client.server";
import { isAppError } from "~/lib/errors";
import { IMAGE_SOURCE_HEADER } from "~/lib/form-target";
import { firstIssue, parseForm } from "~/lib/validation";
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
    const report = await clientReportPage(getDb(getEnv(context)), user, query.data);
    const logoOrigin = report.brand.logoUrl ? new URL(report.brand.logoUrl).origin : null;
    // The logo is the one image from elsewhere: the page's policy allows its origin (workers/middleware.ts).
    return data(report, { headers: logoOrigin ? { [IMAGE_SOURCE_HEADER]: logoOrigin } : {} });
  } catch (error) {
    if (isAppError(error, "not-found")) throw data(error.message, { status: 404 });
    throw error;
  }
}

/** Makes or stops the link to the report the form names (owners and managers; the use-case asks the role). */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const parsed = parseForm(await request.formData(), shareFormSchema);
  if (!parsed.success) return data({ ok: false, message: firstIssue(parsed.error), url: null }, { status: 400 });
  try {
    const outcome = await changeReportShare(getDb(getEnv(context)), user, parsed.data, new URL(request.url).origin);
    return { ok: true, ...outcome };
  } catch (error) {
    if (isAppError(error)) return data({ ok: false, message: error.message, url: null }, { status: error.status });
    throw error;
  }
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  const source = loaderHeaders.get(IMAGE_SOURCE_HEADER);
  return source ? { [IMAGE_SOURCE_HEADER]: source } : {};
}

export default function ClientReportPage({ loaderData: r, actionData }: Route.ComponentProps) {
  const f = r.figures;
  const shown: ShownReport = { channelId: f.channel?.id ?? null, days: r.days, workspaceParam: r.workspaceParam };
  // The same workspace and channel in every period and the CSV (a link opens the same report).
  const query = (days: number) => {
    const params = new URLSearchParams({ period: String(days) });
    if (r.workspaceParam) params.set("workspace", r.workspaceParam);
    if (f.channel) params.set("channel", f.channel.id);
    return params.toString();
  };
  return (
    <main className="report-page mx-auto max-w-3xl bg-white p-4 text-slate-900 sm:p-8">
      {/* The way back and the controls: never printed. A header, as on every page outside the app's shell. */}
      <header className="report-no-print mb-6">
        <nav className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm" aria-label="Report controls">
          <Link to="/dashboard" className="font-semibold text-brand-700 underline">
            Back to the {PRODUCT_NAME} dashboard
          </Link>
          <span aria-hidden="true">·</span>
          <span>Period:</span>
          {PERIOD_DAYS.map((days) => (
            <Link
              key={days}
              to={`/reports/client?${query(days)}`}
              aria-current={days === r.days ? "page" : undefined}
              className={days === r.days ? "font-bold underline" : "text-brand-700 underline"}
            >
              Last {days} days
            </Link>
          ))}
          <span aria-hidden="true">·</span>
          <a href={`/reports/client.csv?${query(r.days)}`} download className="text-brand-700 underline">
            Download CSV
          </a>
          <span>· Print or save as PDF from your browser (Ctrl/Cmd+P).</span>
        </nav>
        <div className="mt-3">
          <ReportPicker channels={r.channels} shown={shown} />
        </div>
        <SharePanel share={r.share} shown={shown} channelTitle={f.channel?.title ?? null} result={actionData ?? null} />
      </header>
      <ReportBody report={r} audience="team" />
      <YouTubeAttribution light className="report-section mt-8" />
      <LegalFooter light className="mt-2" />
    </main>
  );
}
