// GET /content-ideas/ideas.csv: the newest batch's ideas as the page lists them (dismissed ones
// left out), with how each was scored.
import { getEnv } from "~/context";
import { ideasPage } from "~/features/content-ideas/index.server";
import type { ContentIdea } from "~/features/content-ideas/index";
import { recordActivity } from "~/features/team/index.server";
import { requireUser } from "~/lib/auth/require-user.server";
import { type CsvColumn, csvDownload, toCsv, withSourceColumn } from "~/lib/csv-write";
import { ESTIMATE_LABEL } from "~/lib/figure-source";
import { getDb } from "~/lib/db/client.server";
import type { Route } from "./+types/content-ideas";

const COLUMNS: readonly CsvColumn<ContentIdea>[] = [
  { header: "title", value: (i) => i.title },
  { header: "topic", value: (i) => i.topic },
  { header: "trend_score", value: (i) => i.trendScore, source: ESTIMATE_LABEL },
  { header: "score", value: (i) => i.score, source: ESTIMATE_LABEL },
  { header: "demand", value: (i) => i.demand, source: ESTIMATE_LABEL },
  { header: "freshness", value: (i) => i.freshness, source: ESTIMATE_LABEL },
  { header: "difficulty", value: (i) => i.difficulty, source: ESTIMATE_LABEL },
  { header: "difficulty_reason", value: (i) => i.difficultyReason },
  // The forecaster's 80% range at 28 days; empty when the page says why there is none.
  { header: "views_28d_low", value: (i) => i.forecast?.min ?? null, source: ESTIMATE_LABEL },
  { header: "views_28d_expected", value: (i) => i.forecast?.expected ?? null, source: ESTIMATE_LABEL },
  { header: "views_28d_high", value: (i) => i.forecast?.max ?? null, source: ESTIMATE_LABEL },
  { header: "estimated_views", value: (i) => i.estimatedViews, source: ESTIMATE_LABEL },
  { header: "best_upload_time", value: (i) => i.bestUploadTime, source: ESTIMATE_LABEL },
  { header: "tags", value: (i) => i.tags.join("; ") },
  { header: "reasoning", value: (i) => i.reasoning },
  { header: "title_note", value: (i) => i.titleNote },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const now = new Date();
  const page = await ideasPage(getDb(getEnv(context)), user.teamChannelId, now);
  // Every export of the workspace's data is on its owners' activity log.
  await recordActivity(getDb(getEnv(context)), user, "data-exported", "content-ideas");
  return csvDownload("content-ideas", toCsv(withSourceColumn(COLUMNS), page.ideas), now);
}
