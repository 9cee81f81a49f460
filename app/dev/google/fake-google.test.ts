import { describe, expect, it } from "vitest";
import { createFakeGoogle } from "./fake-google";

const CHANNELS = [
  { id: "UCsampleChannel000000001", title: "Sample Tech", handle: "sampletech" },
  { id: "UCotherChannel0000000002", title: "Other Garden", handle: null },
];
const REDIRECT = "http://app.test/google/callback";
const VERIFIER = "a".repeat(43);

async function challengeOf(verifier: string) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier)));
  return btoa(String.fromCharCode(...digest))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/(?<!=)=+$/, "");
}

async function authorize(google: (r: Request) => Promise<Response>, extra: Record<string, string> = {}) {
  const url = new URL("http://google.fake/o/oauth2/v2/auth");
  const params = {
    client_id: "client",
    redirect_uri: REDIRECT,
    response_type: "code",
    scope: "https://www.googleapis.com/auth/youtube.readonly https://www.googleapis.com/auth/yt-analytics.readonly",
    state: "st",
    code_challenge: await challengeOf(VERIFIER),
    code_challenge_method: "S256",
    ...extra,
  };
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  const response = await google(new Request(url));
  expect(response.status).toBe(302);
  return new URL(response.headers.get("location")!);
}

const post = (google: (r: Request) => Promise<Response>, path: string, form: Record<string, string>) =>
  google(
    new Request(`http://google.fake${path}`, {
      method: "POST",
      body: new URLSearchParams(form),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    }),
  );

const exchange = (google: (r: Request) => Promise<Response>, code: string, verifier = VERIFIER) =>
  post(google, "/token", {
    grant_type: "authorization_code",
    code,
    code_verifier: verifier,
    client_id: "client",
    client_secret: "secret",
    redirect_uri: REDIRECT,
  });

describe("the Google OAuth fake", () => {
  it("issues a code, checks the S256 verifier, and the code works once", async () => {
    const google = createFakeGoogle(CHANNELS);
    const back = await authorize(google);
    expect(back.searchParams.get("state")).toBe("st");
    const code = back.searchParams.get("code")!;
    expect(await (await exchange(google, code, "b".repeat(43))).json()).toEqual({
      error: "invalid_grant",
      error_description: "Invalid code verifier.",
    });
    // Spent by the failed attempt, as Google does with a code it refused.
    expect((await exchange(google, code)).status).toBe(400);

    const ok = await exchange(google, (await authorize(google)).searchParams.get("code")!);
    expect(ok.status).toBe(200);
    const tokens = (await ok.json()) as { access_token: string; refresh_token: string; expires_in: number };
    expect(tokens.expires_in).toBe(3599);
    const mine = await google(
      new Request("http://google.fake/youtube/v3/channels?part=snippet&mine=true", {
        headers: { authorization: `Bearer ${tokens.access_token}` },
      }),
    );
    expect(((await mine.json()) as { items: { id: string }[] }).items.map((i) => i.id)).toEqual([CHANNELS[0]!.id]);
  });

  it("denies on request, picks another channel on request, and refuses a revoked refresh token", async () => {
    const google = createFakeGoogle(CHANNELS);
    const denied = await authorize(google, { fake_consent: "deny" });
    expect(denied.searchParams.get("error")).toBe("access_denied");
    expect(denied.searchParams.has("code")).toBe(false);

    const other = await authorize(google, { fake_channel: CHANNELS[1]!.id });
    const tokens = (await (await exchange(google, other.searchParams.get("code")!)).json()) as {
      access_token: string;
      refresh_token: string;
    };
    const mine = await google(
      new Request("http://google.fake/youtube/v3/channels?part=snippet&mine=true", {
        headers: { authorization: `Bearer ${tokens.access_token}` },
      }),
    );
    expect(((await mine.json()) as { items: { snippet: { title: string } }[] }).items[0]!.snippet.title).toBe(
      "Other Garden",
    );

    const refresh = () =>
      post(google, "/token", {
        grant_type: "refresh_token",
        refresh_token: tokens.refresh_token,
        client_id: "client",
        client_secret: "secret",
      });
    expect((await refresh()).status).toBe(200);
    expect((await post(google, "/revoke", { token: tokens.refresh_token })).status).toBe(200);
    const refused = await refresh();
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: "invalid_grant" });
    // Revoking the grant also ended its access tokens.
    const after = await google(
      new Request("http://google.fake/youtube/v3/channels?part=snippet&mine=true", {
        headers: { authorization: `Bearer ${tokens.access_token}` },
      }),
    );
    expect(after.status).toBe(401);
  });
});
