// What the app layout's middleware reads once per request, the app's loaders take from the request
// context instead of reading again: the payer and their plan (viewerInRequest, not viewerOf).
// Actions keep viewerOf: an action may change the plan, and the loaders after it must see that.
import { describe, expect, it } from "vitest";

const APP_ROUTES = Object.entries(
  import.meta.glob(["/app/routes/app/**/*.{ts,tsx}", "!**/*.test.{ts,tsx}"], {
    query: "?raw",
    import: "default",
    eager: true,
  }) as Record<string, string>,
).map(([path, text]) => [path.slice(1), text] as const);

/** The text of a module's `loader` function, up to the first line that closes a top-level block. */
function loaderOf(text: string): string | null {
  const start = text.search(/export (async )?function loader\b/);
  if (start < 0) return null;
  const end = text.indexOf("\n}\n", start);
  return text.slice(start, end < 0 ? undefined : end);
}

describe("the app's loaders", () => {
  it("are found (the rule below reads something)", () => {
    expect(APP_ROUTES.filter(([, text]) => loaderOf(text) !== null).length).toBeGreaterThan(10);
  });

  it("take the viewer's plan from the request context, not a second read", () => {
    const reading = APP_ROUTES.filter(([, text]) => /\bviewerOf\(/.test(loaderOf(text) ?? "")).map(([file]) => file);
    expect(reading).toEqual([]);
  });
});
