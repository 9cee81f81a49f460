// GET /comment-sentiment/videos.csv?period=7d|30d|90d: the per-video sentiment records of the
// period, as the page shows them (the requests column only with Audience Demand Insights).
// A resource route: the app layout's middleware signs the visitor in first, like the page.
import { getEnv } from "~/context";
import { viewerInRequest } from "~/features/billing/index.server";
import { sentimentRecordsCsvFor } from "~/features/comment-sentiment/index.server";
import { parsePeriod } from "~/features/comment-sentiment/index";
import { recordActivity } from "~/features/team/index.server";
import { requireUser } from "~/lib/auth/require-user.server";
import { csvDownload } from "~/lib/csv-write";
import { getDb } from "~/lib/db/client.server";
import type { Route } from "./+types/sentiment-videos";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const db = getDb(getEnv(context));
  const period = parsePeriod(new URL(request.url).searchParams.get("period"));
  const now = new Date();
  // Every export of the workspace's data is on its owners' activity log.
  await recordActivity(getDb(getEnv(context)), user, "data-exported", `sentiment-videos-${period}`);
  return csvDownload(
    `sentiment-videos-${period}`,
    await sentimentRecordsCsvFor(db, await viewerInRequest(context, user), period, now),
    now,
  );
}
