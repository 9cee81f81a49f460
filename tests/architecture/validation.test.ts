// One validation path for /api: every POST body is read and checked by `jsonBody` with a
// zod schema (workers/api/validate.ts), which caps its size, answers bad input with one 400 shape
// and never lets a handler see an unchecked body. Reading a body any other way in an /api module
// fails here, except where the bytes themselves are the input, listed with the reason.
import { describe, expect, it } from "vitest";

const API_MODULES = Object.fromEntries(
  Object.entries(
    import.meta.glob(["/workers/api/*.ts", "!**/*.test.ts"], {
      query: "?raw",
      import: "default",
      eager: true,
    }) as Record<string, string>,
  ).map(([path, text]) => [path.slice(1), text]),
);

/** Modules that take a body without `jsonBody`, and why. */
const RAW_BODY_MODULES: Record<string, string> = {
  // Stripe signs the exact bytes it sent: the body is verified as text before it is parsed.
  "workers/api/billing.ts": "Stripe webhook signature",
};

const BODY_READ = /\.req\.(json|text|formData|parseBody|arrayBuffer|blob)\(|\.req\.raw\.(json|text|formData)\(/;

describe("validation on /api", () => {
  it("finds the /api modules", () => {
    expect(Object.keys(API_MODULES)).toContain("workers/api/content-ideas.ts");
    expect(Object.keys(API_MODULES).length).toBeGreaterThan(10);
  });

  it("every module with a POST route validates its body with jsonBody and a zod schema", () => {
    const unchecked = Object.entries(API_MODULES)
      .filter(
        ([file, text]) => /\.post\(/.test(text) && !(file in RAW_BODY_MODULES) && file !== "workers/api/validate.ts",
      )
      .filter(([, text]) => (text.match(/\.post\(/g) ?? []).length > (text.match(/jsonBody\(/g) ?? []).length)
      .map(([file]) => file);
    expect(unchecked).toEqual([]);
  });

  it("no module reads a request body itself, apart from jsonBody and the listed raw bodies", () => {
    const readers = Object.entries(API_MODULES)
      .filter(([file, text]) => BODY_READ.test(text) && file !== "workers/api/validate.ts")
      .map(([file]) => file)
      .filter((file) => !(file in RAW_BODY_MODULES));
    expect(readers).toEqual([]);
  });
});
