// One error type: what a use-case refuses is an AppError with a code, a status and a
// message (app/lib/errors.ts), answered in one place per edge. The Error classes that remain wrap
// an outside service's failure (YouTube, Google, Stripe, a key, a CSV file) inside its adapter,
// where the adapter's caller turns it into its own answer; a new class fails this test.
import { describe, expect, it } from "vitest";

const SOURCES = Object.fromEntries(
  Object.entries(
    import.meta.glob(["/app/**/*.{ts,tsx}", "/workers/**/*.ts", "!**/*.test.{ts,tsx}", "!**/__fixtures__/**"], {
      query: "?raw",
      import: "default",
      eager: true,
    }) as Record<string, string>,
  ).map(([path, text]) => [path.slice(1), text]),
);

/** The outside services' failures, each in its adapter: "<file>: <class>". */
const ADAPTER_ERRORS = [
  "app/features/billing/stripe-api.server.ts: StripeApiError",
  "app/features/billing/stripe-api.server.ts: StripeConnectionError",
  "app/features/billing/stripe-signature.server.ts: StripeSignatureError",
  "app/features/channel-data/youtube/client.ts: YouTubeApiError",
  "app/features/channel-data/youtube/quota.ts: QuotaRefusedError",
  "app/features/google-connection/analytics/client.ts: AnalyticsApiError",
  "app/features/google-connection/reach/reporting-client.ts: ReportingApiError",
  "app/features/google-connection/crypto.server.ts: TokenKeyError",
  "app/features/google-connection/tokens.server.ts: GoogleTokenError",
  "app/lib/csv.ts: CsvError",
  "app/lib/errors.ts: AppError",
];

describe("errors", () => {
  it("are AppError, or an outside service's failure in its adapter: no feature keeps its own refusal class", () => {
    const classes = Object.entries(SOURCES)
      .flatMap(([file, text]) =>
        [...text.matchAll(/\bclass\s+(\w+)\s+extends\s+Error\b/g)].map((m) => `${file}: ${m[1]}`),
      )
      .sort();
    expect(classes).toEqual([...ADAPTER_ERRORS].sort());
  });

  it("cross the engines Worker by code, never by class name", () => {
    for (const [file, text] of Object.entries(SOURCES)) {
      if (!file.endsWith(".remote.server.ts")) continue;
      expect(text, file).not.toMatch(/callEngine\([^)]*\{\s*\w+Error/);
    }
  });
});
