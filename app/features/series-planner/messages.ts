// Texts and limits shared by the Series Planner's server, page, components and API. A plain
// module (no zod), so components can import it without pulling zod into the client bundle.

/** YouTube's own title limit. */
export const MAX_TITLE_CHARACTERS = 100;
/** YouTube's own description limit. */
export const MAX_DESCRIPTION_CHARACTERS = 5_000;
/** The forecaster's range as text ("12.0K-30.0K views by day 28"). */
export const MAX_ESTIMATED_VIEWS_CHARACTERS = 80;
/** Series per workspace and videos per series: far above the guidance (4-8), low enough to keep pages light. */
export const MAX_SERIES = 100;
export const MAX_VIDEOS_PER_SERIES = 60;

export const SERIES_MESSAGES = {
  /** Spec §8 error catalogue. */
  analysisFailed: "Failed to analyze content for series planning. Please try again.",
  analysisErrorTitle: "Analysis Error",
  noChannel: "Connect your YouTube channel in Account Settings so Vidwise can group your library into series.",
  noUploads: "Your channel has no uploads yet: there is nothing to group into series.",
  /** Spec §5 "Add series: title non-blank". */
  titleRequired: "Enter a series title.",
  titleTooLong: `A title is at most ${MAX_TITLE_CHARACTERS} characters.`,
  videoTitleRequired: "Enter a video title.",
  descriptionTooLong: `A description is at most ${MAX_DESCRIPTION_CHARACTERS.toLocaleString("en-US")} characters.`,
  estimatedViewsTooLong: `Estimated views are at most ${MAX_ESTIMATED_VIEWS_CHARACTERS} characters.`,
  badStatus: "Choose a status: planned, in-progress, completed or published.",
  badDate: "Enter the publish date as YYYY-MM-DD (a real date), or leave it empty.",
  badId: "That id is not valid.",
  badDirection: "Move a video up or down.",
  badIntent: "Unknown action.",
  seriesNotFound: "That series was not found.",
  videoNotFound: "That video was not found in this series.",
  uploadNotFound: "That upload is not one of your channel's videos.",
  uploadTaken: "That upload is already in a series.",
  tooManySeries: `You can keep at most ${MAX_SERIES} series: delete one first.`,
  tooManyVideos: `A series holds at most ${MAX_VIDEOS_PER_SERIES} videos.`,
  signedOut: "Sign in to see your series.",
} as const;

/** Spec §3 status values, in the order a video moves through them. */
export const STATUS_OPTIONS = [
  { value: "planned", label: "Planned" },
  { value: "in-progress", label: "In progress" },
  { value: "completed", label: "Completed (not yet public)" },
  { value: "published", label: "Published" },
] as const;
