// GET /description-rewriter/audit.csv: the channel's description audit as the page shows it,
// the descriptions costing the most attention first ((100 − SEO score) × views).
import { getEnv } from "~/context";
import { descriptionAudit } from "~/features/description-rewriter/index.server";
import type { AuditRow } from "~/features/description-rewriter/index.server";
import { recordActivity } from "~/features/team/index.server";
import { requireUser } from "~/lib/auth/require-user.server";
import { type CsvColumn, csvDownload, toCsv, withSourceColumn } from "~/lib/csv-write";
import { ESTIMATE_LABEL, YOUTUBE_LABEL } from "~/lib/figure-source";
import { getDb } from "~/lib/db/client.server";
import type { Route } from "./+types/description-audit";

const COLUMNS: readonly CsvColumn<AuditRow>[] = [
  { header: "video_id", value: (r) => r.videoId },
  { header: "url", value: (r) => `https://www.youtube.com/watch?v=${r.videoId}` },
  { header: "title", value: (r) => r.title },
  { header: "views", value: (r) => r.views, source: YOUTUBE_LABEL },
  { header: "seo_score", value: (r) => r.seoScore, source: ESTIMATE_LABEL },
  { header: "views_at_stake", value: (r) => r.atStake, source: ESTIMATE_LABEL },
  { header: "failing_checks", value: (r) => r.failing.join("; ") },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const now = new Date();
  const audit = await descriptionAudit(getDb(getEnv(context)), user.teamChannelId, now);
  // Every export of the workspace's data is on its owners' activity log.
  await recordActivity(getDb(getEnv(context)), user, "data-exported", "description-audit");
  return csvDownload("description-audit", toCsv(withSourceColumn(COLUMNS), audit?.rows ?? []), now);
}
