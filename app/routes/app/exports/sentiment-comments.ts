// GET /comment-sentiment/comments.csv?period=7d|30d|90d: every scored comment of the period
// (the question and request columns only with Audience Demand Insights).
import { getEnv } from "~/context";
import { viewerInRequest } from "~/features/billing/index.server";
import { commentScoresCsvFor } from "~/features/comment-sentiment/index.server";
import { parsePeriod } from "~/features/comment-sentiment/index";
import { recordActivity } from "~/features/team/index.server";
import { requireUser } from "~/lib/auth/require-user.server";
import { csvDownload } from "~/lib/csv-write";
import { getDb } from "~/lib/db/client.server";
import type { Route } from "./+types/sentiment-comments";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const db = getDb(getEnv(context));
  const period = parsePeriod(new URL(request.url).searchParams.get("period"));
  const now = new Date();
  // Every export of the workspace's data is on its owners' activity log.
  await recordActivity(getDb(getEnv(context)), user, "data-exported", `sentiment-comments-${period}`);
  return csvDownload(
    `sentiment-comments-${period}`,
    await commentScoresCsvFor(db, await viewerInRequest(context, user), period, now),
    now,
  );
}
