// One way to refuse: a use-case throws an AppError (app/lib/errors.ts), whose code says the status
// (a plan's limit is "plan-limit", 402), and each door answers it in one place: pages with
// answerRefusal (app/lib/refusal.server.ts), /api with apiOnError (workers/api/errors.ts), the
// assistant and MCP in runTool (features/ask-vidwise/tools.server.ts). A use-case that returns its
// refusal as data instead (`{ ok: false, status, error | message }`, `{ limited: true }`) makes
// every caller turn it into an answer by hand, each with its own field names.
import { describe, expect, it } from "vitest";

const SOURCES = Object.fromEntries(
  Object.entries(
    import.meta.glob(
      ["/app/features/**/*.server.ts", "/workers/**/*.ts", "/app/routes/**/*.{ts,tsx}", "!**/*.test.{ts,tsx}"],
      { query: "?raw", import: "default", eager: true },
    ) as Record<string, string>,
  ).map(([path, text]) => [path.slice(1), text]),
);

/** The use-cases and doors that still return a refusal as data: this list only shrinks. */
const STILL_RETURNING_REFUSALS = [
  "app/features/api-access/account-actions.server.ts",
  "app/features/api-access/oauth.server.ts",
  "app/features/ask-vidwise/ask.server.ts",
  "app/features/ask-vidwise/question-ledger.server.ts",
  "app/features/channel-data/api-status.server.ts",
  "app/features/channel-data/channel-slots.server.ts",
  "app/features/channel-data/quota-gate.server.ts",
  "app/features/content-analyzer/market.server.ts",
  "app/features/content-ideas/ideas.engines.server.ts",
  "app/features/google-connection/analytics/status.server.ts",
  "app/features/google-connection/connection.server.ts",
  "app/features/google-connection/oauth.server.ts",
  "app/features/google-connection/tokens.server.ts",
  "app/features/reports/client-report.server.ts",
  "app/features/reports/digest.server.ts",
  "app/features/series-planner/series.engines.server.ts",
  "app/features/surge-alerts/surge-alerts.server.ts",
  "workers/api/ask-vidwise.ts",
  "workers/bearer.ts",
];

/** Where `ok: false` is a field of a wire answer others read, not a refusal: "<file>". */
const WIRE_FIELDS = [
  // GET /api/health's body says whether the database answered.
  "workers/api/health.ts",
  // The engines Worker's reply over the Service Binding (RPC keeps no classes): call-engine reads it.
  "workers/engines/index.ts",
];

const RETURNS_REFUSAL = /\bok: false\b/;

describe("refusals", () => {
  it("a plan's limit is thrown (plan-limit, 402), never returned as { limited: true } for callers to turn into a 402", () => {
    const returned = Object.entries(SOURCES)
      .filter(([, text]) => /\blimited: true\b/.test(text))
      .map(([file]) => file);
    expect(returned).toEqual([]);
  });

  it("no page or /api endpoint answers 402 by hand: the plan-limit AppError carries it", () => {
    const byHand = Object.entries(SOURCES)
      .filter(([file]) => file.startsWith("app/routes/") || file.startsWith("workers/api/"))
      .filter(([, text]) => /apiError\(c, 402\b|status: 402\b|,\s*402\)/.test(text))
      .map(([file]) => file);
    expect(byHand).toEqual([]);
  });

  it("use-cases throw AppError instead of returning { ok: false, ... }; the files not yet converted are listed", () => {
    const returning = Object.entries(SOURCES)
      .filter(([file]) => !file.startsWith("app/routes/") && !WIRE_FIELDS.includes(file))
      .filter(([, text]) => RETURNS_REFUSAL.test(text))
      .map(([file]) => file)
      .sort();
    // A file converted leaves the list; a new one may not join it.
    expect(returning).toEqual([...STILL_RETURNING_REFUSALS].sort());
  });
});
