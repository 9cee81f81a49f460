// GET /reports/client.csv?period=7|28|90: the client report's figures (the same rows the page
// shows, from the same read) as section, metric, value, source. Any role may export: it is a read.
import { data } from "react-router";
import { getEnv } from "~/context";
import { type FigureRow, clientReport, reportQuerySchema } from "~/features/reports/index.server";
import { recordActivity } from "~/features/team/index.server";
import { requireUser } from "~/lib/auth/require-user.server";
import { type CsvColumn, csvDownload, toCsv } from "~/lib/csv-write";
import { getDb } from "~/lib/db/client.server";
import { isAppError } from "~/lib/errors";
import { firstIssue } from "~/lib/validation";
import type { Route } from "./+types/client-report";

const COLUMNS: readonly CsvColumn<FigureRow & { brand: string; period_days: number }>[] = [
  { header: "report_by", value: (r) => r.brand },
  { header: "period_days", value: (r) => r.period_days },
  { header: "section", value: (r) => r.section },
  { header: "metric", value: (r) => r.metric },
  { header: "value", value: (r) => r.value },
  { header: "source", value: (r) => r.source },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const query = reportQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) throw data(firstIssue(query.error), { status: 400 });
  const now = new Date();
  const db = getDb(getEnv(context));
  try {
    const report = await clientReport(db, user, query.data, now);
    const rows = report.rows.map((r) => ({ ...r, brand: report.brand.name, period_days: report.days }));
    // Every export of a workspace's data is on its owners' activity log: the report's workspace.
    await recordActivity(db, { ...user, teamId: report.teamId }, "data-exported", `client-report-${report.days}d`);
    return csvDownload(`client-report-${report.days}d`, toCsv(COLUMNS, rows), now);
  } catch (error) {
    if (isAppError(error, "not-found")) throw data(error.message, { status: 404 });
    throw error;
  }
}
