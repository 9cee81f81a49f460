// Title and thumbnail findings: the Thumbnail Optimizer's latest stored run (an analysis needs
// the thumbnails fetched, which the optimizer page does; the assistant reads what it stored).
import { optimizerPage } from "~/features/thumbnail-optimizer/index.server";
import { quoteData } from "../engine/quote";
import type { AskTool, Figure } from "../types";
import { NO_CHANNEL, askerDate, fig, figOf, found, missing } from "./result";
import { toolSpec } from "../tool-specs";

const HREF = "/thumbnail-optimizer";
const pct = (fraction: number) => Math.round(fraction * 1000) / 10;

export const titleThumbnailTool: AskTool = {
  ...toolSpec("title-thumbnail"),
  async run(ctx) {
    const { channel, run } = await optimizerPage(ctx.db, ctx.user.teamChannelId);
    if (!channel) return missing("title-thumbnail", HREF, NO_CHANNEL);
    if (!run)
      return missing(
        "title-thumbnail",
        HREF,
        `No title and thumbnail analysis yet: run one on the Thumbnail Optimizer (${HREF}).`,
      );
    const figures: Record<string, Figure> = {
      videosAnalyzed: run.videosAnalyzed,
      outcome: run.outcome === "studio" ? "click-through rate" : "views",
      analyzedOn: askerDate(run.createdAt, ctx.user.timeZone),
    };
    const facts = [
      `The latest analysis (${figures.analyzedOn}) compared ${figOf(run.videosAnalyzed, "video")} by ${figures.outcome}.`,
    ];
    // A comparison is a finding only with enough videos on both sides and an interval clear of
    // zero: the optimizer's own `significant` (at least 8 videos a side). "1 video with it, 0
    // without" compares nothing, so no effect short of that is quoted.
    const effect = run.effects
      .filter((e) => e.significant === true && e.withCount > 0 && e.withoutCount > 0)
      .sort((a, b) => Math.abs(b.effect) - Math.abs(a.effect))[0];
    if (effect) {
      Object.assign(figures, {
        strongestFeature: effect.feature,
        strongestEffect: pct(effect.effect),
        strongestEffectLow: pct(effect.low),
        strongestEffectHigh: pct(effect.high),
        withCount: effect.withCount,
        withoutCount: effect.withoutCount,
      });
      facts.push(
        `The strongest measured feature is ${quoteData(effect.feature, 60)}: ${fig(figures.strongestEffect as number)}% ${figures.outcome} with it (likely between ${fig(figures.strongestEffectLow as number)}% and ${fig(figures.strongestEffectHigh as number)}%; ${figOf(effect.withCount, "video")} with it, ${fig(effect.withoutCount)} without).`,
      );
    } else
      facts.push(
        "No title or thumbnail feature has a clear effect on your channel yet: a comparison needs enough videos both with and without the feature, and a difference larger than chance.",
      );
    const suggestion = run.suggestions[0];
    if (suggestion) {
      Object.assign(figures, {
        suggestionVideo: suggestion.title,
        suggestion: suggestion.suggested,
        suggestionEffect: suggestion.expectedCTRImprovement,
      });
      facts.push(
        `Top suggestion for ${quoteData(suggestion.title)}: ${quoteData(suggestion.suggested)} (${suggestion.expectedCTRImprovement}).`,
      );
    }
    return found("title-thumbnail", HREF, figures, facts);
  },
};
