// The Content Analyzer's words and limits (spec §2 Content Analyzer, §8 Analyzer), kept free of
// zod and of server code so the page can import them.

export const ANALYZER_TITLE = "Content Analyzer";
export const QUERY_LABEL = "Describe your content idea";

/** Spec §2: the five example chips, in order. */
export const EXAMPLE_QUERIES = [
  "AI productivity tools",
  "React tutorials",
  "Fitness for beginners",
  "Cooking healthy meals",
  "Photography tips",
] as const;

/** Longest accepted query, in characters after trimming. */
export const MAX_QUERY_LENGTH = 200;

/** Spec §9: top videos shown. */
export const TOP_VIDEOS_SHOWN = 5;

/** Spec §8 Analyzer, word for word. */
export const ANALYZER_MESSAGES = {
  failed: "Failed to analyze YouTube content.",
  notConfigured: "YouTube API is not configured. Please contact support.",
  quotaExceeded: "YouTube API quota exceeded. Please try again later.",
  notFound: "No videos found for the query. Try a different search term.",
  unexpected: "An unexpected error occurred.",
} as const;

/** Ours: the demo reads no live data (spec §6), and the two input checks of spec §5. */
export const DEMO_ANALYZER_ERROR = "Please sign up for a real account to use live market data.";
export const BLANK_QUERY_ERROR = "Describe your content idea first.";
export const LONG_QUERY_ERROR = `Keep the description to ${MAX_QUERY_LENGTH} characters or fewer.`;
export const BAD_JSON_ERROR = 'Send JSON like { "query": "AI productivity tools" }.';
export const SIGNED_OUT_ERROR = "Sign in to use this endpoint.";
