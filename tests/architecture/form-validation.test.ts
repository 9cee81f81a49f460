// One way to read a page's form: an action parses its form with one zod schema per form,
// beside its feature (app/features/<feature>/schema.ts), through `parseForm` (app/lib/validation.ts).
// Reading a field by hand (`form.get("…")`) in a route fails here, except in the routes listed
// below with the reason. A component's `navigation.formData?.get(…)` / `fetcher.formData?.get(…)`
// reads what is being submitted, not a request: it is allowed.
import { describe, expect, it } from "vitest";

const ROUTES = Object.fromEntries(
  Object.entries(
    import.meta.glob(["/app/routes/**/*.{ts,tsx}", "!**/*.test.ts", "!**/+types/**"], {
      query: "?raw",
      import: "default",
      eager: true,
    }) as Record<string, string>,
  ).map(([path, text]) => [path.slice(1), text]),
);

/** Routes that still read form fields by hand, and why. */
const HAND_READ_ROUTES: Record<string, string> = {
  // Sign-in and OAuth forms: security-sensitive flows kept as they are, checked by their own tests.
  "app/routes/auth/forgot-password.tsx": "auth route (its one field goes straight to its schema)",
  "app/routes/auth/login.tsx": "auth route (password and email-link sign-in, lockout)",
  "app/routes/oauth/authorize.tsx": "OAuth consent (the decision and the granted scopes)",
  // Not converted yet: outside the tool pages this change moved to parseForm.
  "app/routes/app/account.tsx": "not converted yet (account settings' many intents)",
  "app/routes/app/content-analyzer.tsx": "not converted yet (query or example)",
  "app/routes/app/video-forecast.tsx": "not converted yet (title and topic)",
  "app/routes/google/connect.tsx": "not converted yet (the revenue scope checkbox)",
  "app/routes/email/unsubscribe.tsx": "not converted yet (the unsubscribe token)",
  "app/routes/marketing/pricing.tsx": "not converted yet (the plan, into checkoutForm)",
};

/** The names a route gives the form it reads (`const form = await request.formData()`). */
function formNames(text: string): string[] {
  const names = new Set(["form", "formData"]);
  for (const match of text.matchAll(/\b(?:const|let|var)\s+(\w+)\s*=\s*await\s+\w+\.formData\(\)/g))
    names.add(match[1]!);
  return [...names];
}

/** Where a route reads a field by hand: `form.get(`, `formData.getAll(`, `(await request.formData()).get(`. */
function handReads(text: string): string[] {
  const names = formNames(text).join("|");
  // Not after a dot: `navigation.formData?.get(` and `fetcher.formData?.get(` are the component's.
  const byName = new RegExp(`(?<![.\\w])(?:${names})\\??\\.(?:get|getAll|has)\\(`, "g");
  const inline = /\.formData\(\)\s*\)\s*\.(?:get|getAll|has)\(/g;
  return [...text.matchAll(byName), ...text.matchAll(inline)].map((m) => m[0]);
}

describe("form validation in the routes", () => {
  it("finds the routes", () => {
    expect(Object.keys(ROUTES)).toContain("app/routes/app/series-planner.tsx");
    expect(Object.keys(ROUTES).length).toBeGreaterThan(20);
  });

  it("tells a hand read from a component's pending form", () => {
    expect(handReads('const form = await request.formData();\nform.get("intent")')).toHaveLength(1);
    expect(handReads('const body = await request.formData();\nbody.getAll("x")')).toHaveLength(1);
    expect(handReads('(await request.formData()).get("plan")')).toHaveLength(1);
    expect(handReads('navigation.formData?.get("intent") === "analyze"')).toEqual([]);
    expect(handReads('fetcher.formData?.get("intent")')).toEqual([]);
    expect(handReads("parseForm(await request.formData(), schema)")).toEqual([]);
  });

  it("no route reads a form field by hand, apart from the listed ones", () => {
    const readers = Object.entries(ROUTES)
      .filter(([file, text]) => !(file in HAND_READ_ROUTES) && handReads(text).length > 0)
      .map(([file, text]) => `${file}: ${handReads(text).join(", ")}`);
    expect(readers).toEqual([]);
  });

  it("every listed route still reads by hand (a converted one leaves the list)", () => {
    const converted = Object.keys(HAND_READ_ROUTES).filter(
      (file) => !ROUTES[file] || handReads(ROUTES[file]).length === 0,
    );
    expect(converted).toEqual([]);
  });

  it("the converted tool pages parse their form with parseForm and a feature's schema", () => {
    const pages = [
      "ask-vidwise",
      "coaching",
      "comment-sentiment",
      "competitor-monitor",
      "content-ideas",
      "description-rewriter",
      "series-planner",
      "thumbnail-optimizer",
    ].map((name) => `app/routes/app/${name}.tsx`);
    const without = pages.filter(
      (file) =>
        !/\bparseForm\(\s*(?:form|await request\.formData\(\))\s*,\s*\w+\s*(?:,\s*\{[^}]*\}\s*)?\)/.test(
          ROUTES[file] ?? "",
        ),
    );
    expect(without).toEqual([]);
  });
});
