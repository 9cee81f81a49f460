// Every feature the optimizer relates to a video's outcome, under the names the effects table,
// the suggestions and the page use: the title's (title-features.ts) and the thumbnail's
// (image-metrics.ts, plus how far it stands from its rivals). A thumbnail not measured yet
// leaves its features null, so that video sits out of those comparisons only.
import type { FeatureValue } from "./effects";
import type { ThumbnailMetrics } from "./image-metrics";
import { titleFeatures } from "./title-features";

export type MeasuredThumbnail = { metrics: ThumbnailMetrics; distinctiveness: number | null } | null;

export function videoFeatures(
  title: string,
  keyword: string | null,
  thumbnail: MeasuredThumbnail,
): Record<string, FeatureValue> {
  const t = titleFeatures(title, keyword);
  return {
    length: t.length,
    truncatedOnMobile: t.truncatedOnMobile,
    hasNumber: t.hasNumber,
    isQuestion: t.isQuestion,
    hasBrackets: t.hasBrackets,
    capitalsShare: t.capitalsShare,
    firstOrSecondPerson: t.firstOrSecondPerson,
    howTo: t.howTo,
    keywordPosition: t.keywordPosition,
    emotionalWords: t.emotionalWords,
    brightness: thumbnail?.metrics.brightness ?? null,
    contrast: thumbnail?.metrics.contrast ?? null,
    colourfulness: thumbnail?.metrics.colourfulness ?? null,
    edgeDensity: thumbnail?.metrics.edgeDensity ?? null,
    textDensity: thumbnail?.metrics.textDensity ?? null,
    distinctiveness: thumbnail?.distinctiveness ?? null,
  };
}
