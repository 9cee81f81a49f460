// A client report opened by link (/reports/shared/<token>): signed out, the one report the link was
// made for (its channel and period, figures read fresh on each open), and nothing else: no menu, no
// link into the app, none of the workspace's settings. A link stopped, replaced or never made
// answers 404 with the same words, saying nothing about whose it was. Never indexed, never cached
// (a stopped link must stop at once), and the token in the path is never sent on as a referrer.
import { data } from "react-router";
import { getEnv } from "~/context";
import { LegalFooter } from "~/components/legal/legal-links";
import { YouTubeAttribution } from "~/components/legal/youtube-attribution";
import { ReportBody, SHARED_REPORT_GONE } from "~/features/reports/index";
import { sharedReport } from "~/features/reports/index.server";
import { PRODUCT_NAME } from "~/lib/brand";
import { getDb } from "~/lib/db/client.server";
import { IMAGE_SOURCE_HEADER } from "~/lib/form-target";
import type { Route } from "./+types/shared-report";

const PRIVATE_PAGE = { "x-robots-tag": "noindex, nofollow", "cache-control": "no-store" };

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.report ? `Channel report · ${loaderData.report.brand.name}` : `Report link · ${PRODUCT_NAME}` },
  { name: "robots", content: "noindex, nofollow" },
  // Stricter than the site's Referrer-Policy header (strict-origin-when-cross-origin, set for every
  // response in workers/middleware.ts): from this page no address at all is sent on.
  { name: "referrer", content: "no-referrer" },
];

export async function loader({ params, context }: Route.LoaderArgs) {
  const report = await sharedReport(getDb(getEnv(context)), params.token);
  if (!report) return data({ report: null }, { status: 404, headers: PRIVATE_PAGE });
  const logoOrigin = report.brand.logoUrl ? new URL(report.brand.logoUrl).origin : null;
  return data(
    { report },
    { headers: { ...PRIVATE_PAGE, ...(logoOrigin ? { [IMAGE_SOURCE_HEADER]: logoOrigin } : {}) } },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  const source = loaderHeaders.get(IMAGE_SOURCE_HEADER);
  return { ...PRIVATE_PAGE, ...(source ? { [IMAGE_SOURCE_HEADER]: source } : {}) };
}

export default function SharedReportPage({ loaderData }: Route.ComponentProps) {
  const { report } = loaderData;
  return (
    <main className="report-page mx-auto max-w-3xl bg-white p-4 text-slate-900 sm:p-8">
      {report ? (
        <ReportBody report={report} audience="client" />
      ) : (
        <>
          <h1 className="text-2xl font-bold">This report is not available</h1>
          <p className="mt-3 text-slate-700">{SHARED_REPORT_GONE}</p>
        </>
      )}
      <YouTubeAttribution light className="report-section mt-8" />
      <LegalFooter light className="mt-2" />
    </main>
  );
}
