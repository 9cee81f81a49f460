// What caused a YouTube Data API call, as the quota ledger records it: the operator reads where
// the shared allowance goes by these names (the admin page's "YouTube quota" section).

export const QUOTA_FEATURES = [
  "channel-start",
  "refresh",
  "competitor-refresh",
  "channel-records",
  "content-analyzer",
  "channel-search",
  "connect-lookup",
  "trends",
  "status",
  "youtube-changes",
  "other",
] as const;

export type QuotaFeature = (typeof QUOTA_FEATURES)[number];

/** The ledger's name for calls nobody labelled (and for every row written before labels existed). */
export const UNLABELLED_FEATURE: QuotaFeature = "other";

/** How the admin page names each feature. */
export const QUOTA_FEATURE_LABELS: Record<QuotaFeature, string> = {
  "channel-start": "Channel starts (connects, competitor adds)",
  refresh: "Daily refresh",
  "competitor-refresh": "Competitor Monitor refresh",
  "channel-records": "Followed channels' records (50 a call)",
  "content-analyzer": "Content Analyzer",
  "channel-search": "Channel search by name",
  "connect-lookup": "Channel lookups",
  trends: "Trends",
  status: "API status check",
  "youtube-changes": "Checks before changes on YouTube (comments deleted since read)",
  other: "Other",
};

export function isQuotaFeature(value: string): value is QuotaFeature {
  return (QUOTA_FEATURES as readonly string[]).includes(value);
}
