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

/** Where `ok: false` is a field of a wire answer others read, not a refusal: "<file>". */
const WIRE_FIELDS = [
  // GET /api/youtube-insights/status's body, and the check kept in service_status that it is read
  // from, says whether the YouTube Data API answered; the account page's API Status card shows either.
  "app/features/channel-data/api-status.server.ts",
  // GET /api/health's body says whether the database answered.
  "workers/api/health.ts",
  // The engines Worker's reply over the Service Binding (RPC keeps no classes): call-engine reads it.
  "workers/engines/index.ts",
  // GET /api/youtube-analytics/status's body, in the shape the status endpoints share: `ok` says
  // whether the Google connection works, in its 200 and its 503 alike; the API Status card reads it.
  "app/features/google-connection/analytics/status.server.ts",
];

// `{ ok: false, ... }`, or a refusal's status carried as data (`{ status: 403 as const, channelError }`).
const RETURNS_REFUSAL = /\bok: false\b|\bstatus: [45]\d\d as const\b/;

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

  it("use-cases throw AppError instead of returning { ok: false, ... }", () => {
    const returning = Object.entries(SOURCES)
      .filter(([file]) => !file.startsWith("app/routes/") && !WIRE_FIELDS.includes(file))
      .filter(([, text]) => RETURNS_REFUSAL.test(text))
      .map(([file]) => file)
      .sort();
    expect(returning).toEqual([]);
  });
});
