// Every request body is capped before anything reads it (workers/body-limits.ts): a body over its
// path's limit is 413 whether it declares its length or arrives chunked, a chunked one is read no
// further than the cap, and the Worker keeps answering afterwards. Legitimate large forms (the
// Studio import, the comment paste) still reach their own, friendlier checks.
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { BODY_LIMITS, bodyLimitFor } from "../../workers/body-limits";
import { MAX_THUMBNAIL_BYTES } from "~/features/thumbnail-optimizer/index";
import { MAX_AB_TEST_BYTES } from "../../workers/api/thumbnail-optimizer";
import { MAX_ASK_BYTES } from "../../workers/api/ask-vidwise";
import { MAX_WEBHOOK_BYTES } from "../../workers/api/billing";
import { MAX_ANALYZE_BYTES } from "../../workers/api/comment-sentiment";
import { MAX_REWRITE_BYTES } from "../../workers/api/description-rewriter";
import { MAX_FORECAST_BYTES } from "../../workers/api/video-forecast";
import { MAX_GENERATE_BYTES } from "../../workers/api/content-ideas";
import { MAX_WAITLIST_BYTES } from "../../workers/api/waitlist";
import { MAX_INSIGHTS_BYTES } from "../../workers/api/content-analyzer";
import { ORIGIN, freshIp, get, pageText, postForm, signUp } from "../helpers";

const MB = 1024 * 1024;
const CHUNK = 64 * 1024;

/** A body of `total` bytes made on demand, counting how much of it the Worker pulled. */
function countedStream(total: number, fill = "a") {
  const chunk = new TextEncoder().encode(fill.repeat(CHUNK));
  const counter = { pulled: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (counter.pulled >= total) return controller.close();
        counter.pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
      cancel() {
        counter.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, counter };
}

function post(path: string, body: BodyInit, headers: Record<string, string>) {
  return SELF.fetch(ORIGIN + path, {
    method: "POST",
    redirect: "manual",
    body,
    headers: { origin: ORIGIN, "cf-connecting-ip": freshIp(), ...headers },
    // Streams are sent as they are read (chunked, no Content-Length).
    ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
  } as RequestInit);
}

const URLENCODED = { "content-type": "application/x-www-form-urlencoded" };

describe("a page form over its limit", () => {
  it("an 8 MB log-in form is 413 with a plain message, and the app keeps answering", async () => {
    const body = `email=a%40b.co&password=${"x".repeat(8 * MB)}`;
    const response = await post("/login", body, URLENCODED);
    expect(response.status).toBe(413);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    const text = await pageText(response);
    expect(text).toContain("This form is larger than 128 KB, more than this page accepts.");
    expect(text).toContain('href="/login"');
    // Nothing broke: pages and forms still answer.
    expect((await get("/")).status).toBe(200);
    expect((await postForm("/login", { email: "nobody@example.com", password: "wrong password" })).status).toBe(401);
  });

  it("escapes the path it links back to, and links only within this site", async () => {
    const body = `a=${"x".repeat(140 * 1024)}`;
    const injected = await post("/nope%22%3E%3Ch1%3Einjected%3C/h1%3E%3Ca%20x=%22", body, URLENCODED);
    expect(injected.status).toBe(413);
    const html = await injected.text();
    expect(html).not.toContain("<h1>injected</h1>");
    expect(html).toContain("&lt;h1&gt;injected&lt;/h1&gt;");
    const elsewhere = await (await post("//evil.example/x", body, URLENCODED)).text();
    expect(elsewhere).not.toContain('href="//evil.example');
  });

  it("a chunked 8 MB form is read no further than the cap", async () => {
    const { stream, counter } = countedStream(8 * MB);
    const response = await post("/login", stream, URLENCODED);
    expect(response.status).toBe(413);
    expect(await pageText(response)).toContain("This form is larger than 128 KB");
    // The cap, plus what the pipe between client and Worker holds: never the whole body.
    expect(counter.pulled).toBeLessThan(BODY_LIMITS.pageForm + 1 * MB);
  });

  it("React Router's data requests have the same limit as the page", async () => {
    const response = await post("/signup.data", `email=${"x".repeat(BODY_LIMITS.pageForm)}`, URLENCODED);
    expect(response.status).toBe(413);
  });

  it("a chunked form within the limit reaches its action whole", async () => {
    const { stream } = countedStream(32 * 1024, "b");
    const response = await post("/login", stream, URLENCODED);
    // One field named "bbbb…" with no email or password: the action's own refusal, not the cap's.
    expect(response.status).toBe(400);
    expect(await pageText(response)).not.toContain("Too large to send");
  });

  it("a long rewrite in emoji (the largest ordinary form) is not refused by the cap", async () => {
    const cookie = await signUp("body-limit-rewrite@example.com");
    const fields = {
      intent: "rewrite",
      title: "🎬".repeat(1_000),
      description: "🎬".repeat(5_000),
      keywords: "🎬".repeat(600),
    };
    const body = new URLSearchParams(fields).toString();
    expect(body.length).toBeGreaterThan(64 * 1024);
    const response = await post("/description-rewriter", body, { ...URLENCODED, cookie });
    expect(response.status).not.toBe(413);
  });
});

describe("the forms that take files", () => {
  it("the Studio import keeps its own per-file message for a file over 5 MB", async () => {
    const cookie = await signUp("body-limit-studio@example.com");
    const form = new FormData();
    form.append("intent", "import-studio");
    form.append(
      "files",
      new File(["Content,Views\n" + "aaaaaaaaaaa,1\n".repeat(450_000)], "Table data.csv", { type: "text/csv" }),
    );
    const response = await post("/account", form, { cookie });
    expect(response.status).toBe(400);
    expect(await pageText(response)).toContain("over the 5.0 MB limit");
  });

  it("the Studio import refuses more than its three files' worth", async () => {
    const cookie = await signUp("body-limit-studio-huge@example.com");
    const { stream, counter } = countedStream(BODY_LIMITS.studioImport + 4 * MB);
    const response = await post("/account", stream, { cookie, "content-type": "multipart/form-data; boundary=x" });
    expect(response.status).toBe(413);
    expect(await pageText(response)).toContain("This form is larger than 16 MB");
    expect(counter.pulled).toBeLessThan(BODY_LIMITS.studioImport + 1 * MB);
  });

  it("a comment paste over 2 MB gets the paste form's own message", async () => {
    const cookie = await signUp("body-limit-paste@example.com");
    const form = new FormData();
    form.append("intent", "paste");
    form.append("comments", "great video\n".repeat(250_000));
    const response = await post("/comment-sentiment", form, { cookie });
    expect(response.status).toBe(400);
    expect(await pageText(response)).toContain("That is over 2 MB of text. Split it and try again.");
  });
});

describe("/api bodies", () => {
  it("a chunked body over an endpoint's limit is a JSON 413, read no further than the cap", async () => {
    const { stream, counter } = countedStream(8 * MB);
    const response = await post("/api/waitlist", stream, { "content-type": "application/json" });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ success: false, error: "This request is too large." });
    expect(counter.pulled).toBeLessThan(BODY_LIMITS.apiJson + 1 * MB);
  });

  it("the Stripe webhook reads a chunked body no further than its cap", async () => {
    const { stream, counter } = countedStream(8 * MB);
    const response = await post("/api/stripe/webhook", stream, {
      "content-type": "application/json",
      "stripe-signature": "t=1,v1=00",
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ success: false, error: "This request is too large." });
    expect(counter.pulled).toBeLessThan(MAX_WEBHOOK_BYTES + 1 * MB);
  });

  it("a declared length over the limit is refused unread, even on paths nothing answers", async () => {
    const response = await post("/api/no-such-endpoint", "x".repeat(BODY_LIMITS.apiJson + 1), {
      "content-type": "application/json",
    });
    expect(response.status).toBe(413);
  });

  it("every endpoint's own limit fits inside the guard's, so the guard never refuses what an endpoint takes", () => {
    const endpoints: [path: string, own: number][] = [
      ["/api/ab-test/evaluate", MAX_AB_TEST_BYTES],
      ["/api/ask", MAX_ASK_BYTES],
      ["/api/stripe/webhook", MAX_WEBHOOK_BYTES],
      ["/api/comments/analyze", MAX_ANALYZE_BYTES],
      ["/api/description/rewrite", MAX_REWRITE_BYTES],
      ["/api/forecast/trajectory", MAX_FORECAST_BYTES],
      ["/api/forecast/video", MAX_FORECAST_BYTES],
      ["/api/ideas/generate", MAX_GENERATE_BYTES],
      ["/api/waitlist", MAX_WAITLIST_BYTES],
      ["/api/youtube-insights", MAX_INSIGHTS_BYTES],
    ];
    for (const [path, own] of endpoints) expect(bodyLimitFor(path), path).toBeGreaterThanOrEqual(own);
    expect(bodyLimitFor("/api/comments/analyze")).toBe(11_000_000);
    // A thumbnail test's three images of YouTube's largest size, by the API or the page's form.
    for (const path of ["/api/ab-tests", "/thumbnail-optimizer", "/thumbnail-optimizer.data"])
      expect(bodyLimitFor(path), path).toBeGreaterThan(3 * MAX_THUMBNAIL_BYTES);
  });
});
