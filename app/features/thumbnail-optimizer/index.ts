// Thumbnail Optimizer's browser-safe public entry: the types its server reads hand out.
export type { MeasuredEffect } from "./engine/effects";
