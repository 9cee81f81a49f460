// The pages Worker's sample-thumbnail-file.server.ts in production: the engines Worker draws and
// encodes the picture (scripts/engine-twins.ts); the pages Worker keeps its memo and cache.
import { callEngine } from "~/lib/engines/call-engine.server";
import type * as local from "./sample-thumbnail-file.engines.server";

export const sampleThumbnailFile: typeof local.sampleThumbnailFile = (...args) =>
  callEngine("thumbnails.sampleThumbnailFile", args);
