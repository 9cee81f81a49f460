// The track record's shapes: a suggestion as the ledger keeps it, an upload as the channel's
// snapshots describe it, and the scored summary.

export const SUGGESTION_KINDS = [
  "forecast",
  "idea",
  "title",
  "description",
  "publish-time",
  "ab-verdict",
  "outlier",
] as const;
export type SuggestionKind = (typeof SUGGESTION_KINDS)[number];

export type MatchStatus = "suggested" | "confirmed" | "rejected" | "unmade";

export type LedgerEntry = {
  id: string;
  kind: SuggestionKind;
  origin: "live" | "replayed";
  madeAtMs: number;
  title: string;
  topic: string;
  low: number | null;
  expected: number | null;
  high: number | null;
  chance: number | null;
  matchStatus: MatchStatus | null;
  matchVideoId: string | null;
  views7: number | null;
  views28: number | null;
  baseline28: number | null;
};

/** A reading of an upload's views, at hours since its publication. */
export type Reading = { hours: number; views: number };

export type Upload = { id: string; title: string; publishedMs: number; readings: readonly Reading[] };
