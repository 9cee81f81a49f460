// GET /rpm-booster/videos.csv: every video's RPM from the imported Studio revenue.
import { getEnv } from "~/context";
import { videoRpmCsv } from "~/features/rpm-booster/index.server";
import { recordActivity } from "~/features/team/index.server";
import { requireUser } from "~/lib/auth/require-user.server";
import { csvDownload } from "~/lib/csv-write";
import { getDb } from "~/lib/db/client.server";
import type { Route } from "./+types/rpm-videos";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const now = new Date();
  // Every export of the workspace's data is on its owners' activity log.
  await recordActivity(getDb(getEnv(context)), user, "data-exported", "rpm-by-video");
  return csvDownload("rpm-by-video", await videoRpmCsv(getDb(getEnv(context)), user.teamChannelId, now), now);
}
