import { Hono } from "hono/tiny";
import { estimatesIn } from "~/lib/figure-source";
import { TRACK_RECORD_SIGNED_OUT_ERROR } from "~/features/track-record/index";
import { trackRecordFor, trackRecordQuery } from "~/features/track-record/index.server";
import { getDb } from "~/lib/db/client.server";
import type { ApiEnv } from "../app-env";
import { apiError } from "./errors";
import { requireUser } from "./session";

export const trackRecord = new Hono<ApiEnv>();

// GET /api/track-record[?channel=<YouTube channel id>]: every suggestion kept for the signed-in
// workspace's channel, scored against what happened: `forecasts` { n, inside80, share,
// expectedShare, mdape, medianBaselineMdape, sentence }, `ideas` { made, matched, beatMedian,
// sentence }, `titles` { suggested, matched, taken, notTaken, takenScored, notTakenScored,
// takenMedian, notTakenMedian, sentence } (docs/track-record.md) and the suggestions themselves
// with their outcomes (`taken` on a title suggestion). Reading it records what became
// known (proposed matches, views at 7 and 28 days); a proposed match is never scored until the
// creator confirms it on /track-record. Every plan, no analysis spent. An unknown channel is 404.
trackRecord.get("/track-record", requireUser(TRACK_RECORD_SIGNED_OUT_ERROR), async (c) => {
  const query = trackRecordQuery.safeParse({ channel: c.req.query("channel") });
  if (!query.success) return apiError(c, 400, "Invalid channel.");
  const page = await trackRecordFor(getDb(c.env), c.get("user").teamChannelId, new Date(), {
    channel: query.data.channel || null,
  });
  // The views of the matched uploads are YouTube's; every forecast and its scoring are ours.
  return c.json({
    ...page,
    estimates: estimatesIn(
      "forecasts",
      "ideas",
      "titles",
      "suggestions[].low",
      "suggestions[].expected",
      "suggestions[].high",
      "suggestions[].baseline28",
      "suggestions[].inside",
      "suggestions[].error",
      "suggestions[].baselineError",
      "suggestions[].beatMedian",
    ),
  });
});
