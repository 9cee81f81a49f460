// The track record's public entry for server code (ledger tier, below the tools that record into
// it): keep suggestions, read and score the ledger, the creator's match decisions, the CSV.
export {
  decideMatch,
  type MatchDecision,
  type NewSuggestion,
  recordSuggestions,
  recordOnce,
  trackRecordCsv,
  trackRecordFor,
  trackRecordLine,
  type TrackRecordPage,
} from "./track-record.engines.server";
export { copyTrackRecord } from "./demo-copy.server";
export { trackRecordForm, trackRecordQuery } from "./schema";
