// Thumbnail Optimizer's browser-safe public entry: the types its server reads hand out.
export type { MeasuredEffect } from "./engine/effects";

// What the pages and Workers (the edges) import of this feature.
export { parseCreateTest, parseResults, testIdSchema } from "./ab-tests-form";
export { AB_TEST_ERROR_TITLE, ANALYSIS_ERROR_TITLE, ANALYSIS_FAILED_ERROR } from "./messages";
export { AB_TEST_SIGNED_OUT_ERROR, abTestBodySchema } from "./ab-test-schema";
export { abTestResponse, evaluateAbTest } from "./engine/ab-test";
