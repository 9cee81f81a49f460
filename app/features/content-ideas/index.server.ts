// Content Ideas' public entry (composer): what the assistant and the watchdog read.
export { failStuckIdeaAttempts, IDEA_BATCH_STOPPED_ERROR, ideasPage } from "./ideas.engines.server";
export { generateIdeaBatch } from "./metered.server";
/** How the channel's own topics do against its uploads of a similar age (Ask's "which topic works best?"). */
export { channelTopics, type ChannelTopics, ownUploadsOnTopic, type UploadOnTopic } from "./evidence.server";
/** A title for a topic the creator names, from the channel's measured title patterns (Ask's "suggest a title for…"). */
export { titleForTopic, type TopicTitle } from "./evidence.server";

/** Idea batches one workspace may generate by hand a day (public pages quote it). */
export { MANUAL_BATCHES_PER_DAY } from "./messages";
export { copyIdeaBatches } from "./demo-copy.server";

// What the pages and Workers (the edges) import of this feature.
export { dismissIdea, ideaForSeries, weeklyBatchFailure, writeWeeklyBatches } from "./ideas.engines.server";
// The engines Worker's side of a batch (workers/engines/calls.ts).
export { generateBatch } from "./ideas.engines.server";
export { ideasForm, generateBodySchema } from "./schema";
