// The plan checks of /api (docs/entitlements.md):
//   meterAnalysis(tool)   an analysis run: counted, 402 past a free account's one analysis,
//                         taken back when the endpoint answers with an error
// Put after requireUser and the body validator, so a refused or invalid request costs nothing.
import type { MiddlewareHandler } from "hono";
import { ANALYSIS_LIMIT_ERROR } from "~/features/billing/entitlements";
import { type AnalysisTool, spendAnalysis } from "~/features/billing/entitlements.server";
import { getDb } from "~/lib/db/client.server";
import type { SignedInEnv } from "../app-env";
import { apiError } from "./errors";

export function meterAnalysis(tool: AnalysisTool): MiddlewareHandler<SignedInEnv> {
  return async (c, next) => {
    const spend = await spendAnalysis(getDb(c.env), c.get("user"), tool);
    if (!spend.ok) return apiError(c, 402, ANALYSIS_LIMIT_ERROR);
    try {
      await next();
    } catch (error) {
      await spend.refund();
      throw error;
    }
    // Hono turns a thrown error into c.res before returning here: any failure gives the run back.
    if (c.res.status >= 400) await spend.refund();
  };
}
