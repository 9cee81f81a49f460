// Every text the Thumbnail & Title Optimizer shows or answers with (spec §8), in one place.

export const ANALYSIS_ERROR_TITLE = "Analysis Error";
export const ANALYSIS_FAILED_ERROR = "Failed to analyze content. Please try again.";
export const NO_CHANNEL_ERROR = "No channel connected. Connect your YouTube channel in Account Settings.";
export const AB_TEST_ERROR_TITLE = "A/B Test Error";

/** Plain names of the features the analysis measures, for tables and sentences. */
export const FEATURE_LABELS: Record<string, string> = {
  length: "Title length",
  truncatedOnMobile: "Title over 60 characters (cut on mobile)",
  hasNumber: "Number in the title",
  isQuestion: "Question title",
  hasBrackets: "Brackets in the title",
  capitalsShare: "Share of ALL-CAPS words",
  firstOrSecondPerson: "I / you in the title",
  howTo: "“How to” title",
  keywordPosition: "Keyword position in the title",
  emotionalWords: "Emotional words",
  brightness: "Thumbnail brightness",
  contrast: "Thumbnail contrast",
  colourfulness: "Thumbnail colourfulness",
  edgeDensity: "Thumbnail detail (edge density)",
  textDensity: "Thumbnail text (estimated)",
  distinctiveness: "Stands out from competitors' thumbnails",
};

export const featureLabel = (key: string) => FEATURE_LABELS[key] ?? key;

/** What a Shorts title test can and cannot do (the page says it before a test starts). */
export const SHORTS_NOTE =
  "YouTube's API cannot set a Short's thumbnail, so a Shorts test is of titles only. Shorts are shown in a feed without a thumbnail impression as long-form videos count it, so a Shorts test is judged on views per day (YouTube Analytics) instead of CTR; day-to-day views of a Short swing widely, so it often ends without a clear answer and keeps the original.";
