// Connecting an MCP client in a real browser, with JavaScript on and off: the consent page's
// Allow lands on the client's redirect URI with a code (the page's CSP lets its form redirect
// there: browsers apply form-action to redirects), the token lists the tools, and Account
// Settings lists the client and disconnects it. Personal tokens: created, shown once, used.
import assert from "node:assert/strict";
import { createHash, randomBytes } from "node:crypto";
import { after, before, describe, test } from "node:test";
import type { Browser } from "playwright-core";
import {
  BASE,
  axeViolations,
  confirmEmail,
  launch,
  newContext,
  signUp,
  uniqueEmail,
  waitForHydration,
} from "./support.ts";

const REDIRECT = "http://127.0.0.1:33418/callback";

let browser: Browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser.close();
});

async function rpc(token: string, method: string) {
  return fetch(`${BASE}/mcp`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      authorization: `Bearer ${token}`,
    },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params: {} }),
  });
}

for (const javaScriptEnabled of [true, false]) {
  describe(`connecting an assistant with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test("consent, code, tools, then disconnect in Account Settings", async () => {
      const context = await newContext(browser, { javaScriptEnabled });
      const page = await context.newPage();
      const violations: string[] = [];
      page.on("console", (m) => {
        if (/Content.Security.Policy/i.test(m.text())) violations.push(m.text());
      });
      const email = uniqueEmail(javaScriptEnabled ? "mcp-js" : "mcp-nojs");
      await signUp(page, email);
      await confirmEmail(page, email);

      const registered = (await (
        await fetch(`${BASE}/oauth/register`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ client_name: "Browser Test Assistant", redirect_uris: [REDIRECT] }),
        })
      ).json()) as { client_id: string };
      const verifier = randomBytes(32).toString("base64url");
      const url = new URL("/oauth/authorize", BASE);
      for (const [k, v] of Object.entries({
        response_type: "code",
        client_id: registered.client_id,
        redirect_uri: REDIRECT,
        code_challenge: createHash("sha256").update(verifier).digest("base64url"),
        code_challenge_method: "S256",
        state: "e2e",
        scope: "channel comments market forecasts revenue",
      }))
        url.searchParams.set(k, v);
      // The client's local listener: answer the redirect so the browser can land on it.
      await page.route(`${REDIRECT}**`, (route) =>
        route.fulfill({ status: 200, contentType: "text/plain", body: "connected" }),
      );

      await page.goto(url.pathname + url.search);
      await page.getByRole("heading", { name: "Connect an application" }).waitFor();
      await page.getByText("Browser Test Assistant").first().waitFor();
      assert.equal(await page.getByRole("checkbox", { name: /revenue/i }).isChecked(), false);
      assert.equal(await page.getByRole("checkbox", { name: /comments/i }).isChecked(), true);
      if (javaScriptEnabled) {
        assert.deepEqual(await axeViolations(page), []);
        // The path this variant means: React's form submission, once the page has hydrated.
        await waitForHydration(page);
      }
      await page.getByRole("button", { name: "Allow access" }).click();
      await page.waitForURL((u) => u.href.startsWith(REDIRECT));
      const landed = new URL(page.url());
      assert.equal(landed.searchParams.get("state"), "e2e");
      const code = landed.searchParams.get("code");
      assert.ok(code);
      assert.deepEqual(violations, []);

      const tokens = (await (
        await fetch(`${BASE}/oauth/token`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({
            grant_type: "authorization_code",
            code,
            redirect_uri: REDIRECT,
            client_id: registered.client_id,
            code_verifier: verifier,
          }),
        })
      ).json()) as { access_token: string; scope: string };
      assert.equal(tokens.scope, "channel comments market forecasts");
      const listed = (await (await rpc(tokens.access_token, "tools/list")).json()) as { result: { tools: unknown[] } };
      // Every assistant tool but RPM (scope revenue, not granted here): 16 of 17.
      assert.equal(listed.result.tools.length, 16);

      await page.goto("/account");
      await page.getByRole("heading", { name: "API access" }).waitFor();
      await page.getByRole("button", { name: "Disconnect Browser Test Assistant" }).click();
      await page.getByText("Application disconnected").waitFor();
      assert.equal((await rpc(tokens.access_token, "ping")).status, 401);
      await context.close();
    });

    test("a personal token: created, shown once, accepted on /api", async () => {
      const context = await newContext(browser, { javaScriptEnabled });
      const page = await context.newPage();
      const email = uniqueEmail(javaScriptEnabled ? "pat-js" : "pat-nojs");
      await signUp(page, email);
      await confirmEmail(page, email);
      await page.goto("/account");
      await page.getByLabel("Token name").fill("nightly export");
      await page.getByRole("button", { name: "Create token" }).click();
      const token = (await page.getByTestId("new-api-token").textContent())?.trim() ?? "";
      assert.match(token, /^vwp_[A-Za-z0-9_-]{43}$/);
      const response = await fetch(`${BASE}/api/dashboard`, { headers: { authorization: `Bearer ${token}` } });
      assert.equal(response.status, 200);
      await page.goto("/account");
      assert.equal(await page.getByTestId("new-api-token").count(), 0);
      await page.getByText("nightly export").first().waitFor();
      if (javaScriptEnabled) assert.deepEqual(await axeViolations(page), []);
      await context.close();
    });
  });
}
