// GET /track-record/suggestions.csv: every suggestion kept, with its outcome and scores.
import { getEnv } from "~/context";
import { trackRecordCsv } from "~/features/track-record/index.server";
import { recordActivity } from "~/features/team/index.server";
import { requireUser } from "~/lib/auth/require-user.server";
import { csvDownload } from "~/lib/csv-write";
import { getDb } from "~/lib/db/client.server";
import type { Route } from "./+types/track-record";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const now = new Date();
  // Every export of the workspace's data is on its owners' activity log.
  await recordActivity(getDb(getEnv(context)), user, "data-exported", "track-record");
  return csvDownload("track-record", await trackRecordCsv(getDb(getEnv(context)), user.teamChannelId, now), now);
}
