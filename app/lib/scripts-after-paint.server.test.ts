import { describe, expect, test } from "vitest";
import { HELD_SCRIPT_TYPE } from "./scripts-after-paint";
import { holdModuleScript } from "./scripts-after-paint.server";

// The shape React Router's <Scripts /> renders (React hoists the preload links into the head).
const PAGE = [
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>`,
  `<link rel="modulepreload" href="/assets/entry.client-A1.js" nonce="n0nce=="/>`,
  `<link rel="modulepreload" href="/assets/jsx-runtime-B2.js" nonce="n0nce=="/>`,
  `<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>`,
  `</head><body><h1>Vidwise — Ünïcode 🎬 titles</h1><p>A viewer wrote &lt;script type=&quot;module&quot;&gt; and &lt;link rel=&quot;modulepreload&quot;&gt;</p>`,
  `<script nonce="n0nce==">window.__reactRouterContext = {};</script>`,
  `<script nonce="n0nce==" type="module" async="">import * as route0 from "/assets/root-C3.js";\nimport("/assets/entry.client-A1.js");</script>`,
  `<script nonce="n0nce==">window.__reactRouterContext.streamController.enqueue("[\\"🎬 later\\"]");</script>`,
  `</body></html>`,
].join("");

/** The page through the transform, cut into `size`-byte chunks (splitting tags and characters). */
async function transformed(html: string, size: number): Promise<string> {
  const bytes = new TextEncoder().encode(html);
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < bytes.length; at += size) controller.enqueue(bytes.slice(at, at + size));
      controller.close();
    },
  });
  return new Response(source.pipeThrough(holdModuleScript())).text();
}

describe("holding a page's module script until after its first paint", () => {
  test.each([1, 3, 7, 64, 100_000])(
    "in %i-byte chunks: no preload links, the module script held, everything else as sent",
    async (size) => {
      const out = await transformed(PAGE, size);

      expect(out).not.toContain(`<link rel="modulepreload"`);
      expect(out).toContain(`<script nonce="n0nce==" type="${HELD_SCRIPT_TYPE}" async="">import * as route0`);
      expect(out).not.toMatch(/<script[^>]* type="module"/);
      // Everything else arrives byte for byte: the icon link, the escaped text that looks like a
      // tag, multi-byte characters cut between chunks, and the data scripts after the module.
      const expected = PAGE.replace(/<link rel="modulepreload"[^>]*>/g, "").replace(
        `<script nonce="n0nce==" type="module"`,
        `<script nonce="n0nce==" type="${HELD_SCRIPT_TYPE}"`,
      );
      expect(out).toBe(expected);
    },
  );

  test("a page without a module script (an error page rendered without <Scripts />) passes unchanged", async () => {
    const page = `<html><body><p>Something went wrong — 500</p></body></html>`;
    expect(await transformed(page, 5)).toBe(page);
  });

  test("a second module script later in the page is left alone (only React Router's is held)", async () => {
    const page = `<body><script type="module" async="">a()</script><p>x</p><script type="module">b()</script></body>`;
    const out = await transformed(page, 4);
    expect(out).toBe(
      `<body><script type="${HELD_SCRIPT_TYPE}" async="">a()</script><p>x</p><script type="module">b()</script></body>`,
    );
  });
});
