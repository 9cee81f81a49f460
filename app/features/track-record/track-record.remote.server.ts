// The pages Worker's track-record.engines.server.ts in production: reading and scoring the ledger
// (engine/: matching uploads, views at 7 and 28 days, the scores) and the match decisions run in
// the engines Worker (scripts/engine-twins.ts, docs/decisions/005-worker-size.md). Keeping a
// suggestion (recordSuggestions, recordOnce) is a plain write, done in place by the tools that make them.
import { callEngine } from "~/lib/engines/call-engine.server";
import type * as local from "./track-record.engines.server";

export * from "./track-record.engines.server";

export const trackRecordFor: typeof local.trackRecordFor = (_db, teamChannelId, now, options = {}) =>
  callEngine("track-record.trackRecordFor", [teamChannelId, now, options]);

export const trackRecordCsv: typeof local.trackRecordCsv = (_db, teamChannelId, now) =>
  callEngine("track-record.trackRecordCsv", [teamChannelId, now]);

export const trackRecordLine: typeof local.trackRecordLine = (_db, teamChannelId, now) =>
  callEngine("track-record.trackRecordLine", [teamChannelId, now]);

export const decideMatch: typeof local.decideMatch = (_db, teamChannelId, input, now) =>
  callEngine("track-record.decideMatch", [teamChannelId, input, now]);
