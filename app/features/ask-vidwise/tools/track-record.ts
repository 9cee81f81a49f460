// The track record tool: "how accurate have your forecasts been?", answered from the
// ledger the tools keep (track-record's use-case, the same as the page and GET /api/track-record).
import { trackRecordFor } from "~/features/track-record/index.server";
import type { AskTool } from "../types";
import { figOf, found, missing } from "./result";
import { toolSpec } from "../tool-specs";

const HREF = "/track-record";

export const trackRecordTool: AskTool = {
  ...toolSpec("track-record"),
  async run(ctx) {
    const page = await trackRecordFor(ctx.db, ctx.user.teamChannelId, ctx.now);
    if (page.missing) return missing("track-record", HREF, page.missing);
    const f = page.forecasts;
    const i = page.ideas;
    const figures = {
      forecastsScored: f.n,
      inside80: f.inside80,
      mdape: f.mdape,
      medianBaselineMdape: f.medianBaselineMdape,
      ideasMade: i.made,
      ideasScored: i.matched,
      ideasBeatMedian: i.beatMedian,
      replayed: page.replayed,
    };
    const facts = [
      (page.replayed > 0
        ? `This is a replayed history: ${figOf(page.replayed, "forecast")} ${page.replayed === 1 ? "was" : "were"} computed at past dates with only the data known then. `
        : "") + f.sentence,
      i.sentence,
    ];
    if (page.awaitingConfirmation > 0)
      facts.push(
        `${figOf(page.awaitingConfirmation, "proposed match", "proposed matches")} ${page.awaitingConfirmation === 1 ? "waits" : "wait"} for you to confirm on the Track Record page.`,
      );
    return found("track-record", HREF, figures, facts);
  },
};
