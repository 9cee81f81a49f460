import { afterEach, describe, expect, it, vi } from "vitest";
import { type InProcessHosts, installInProcessHosts, outboundFetch, servedInProcess } from "./in-process-hosts.server";

const FAKE = "http://made-up.fake";
const hosts: InProcessHosts = {
  serves: (url, settings) => url.startsWith(FAKE) && settings.YOUTUBE_API_KEY !== "off",
  fetch: async (request) => new Response(`fake answered ${new URL(request.url).pathname}`),
};

afterEach(() => {
  installInProcessHosts(null);
  vi.unstubAllGlobals();
});

describe("in-process hosts", () => {
  it("with nothing installed, is the network and serves nothing in-process (production)", async () => {
    const network = vi.fn(async (request: Request) => new Response(`network ${request.url}`));
    vi.stubGlobal("fetch", network);
    expect(servedInProcess(`${FAKE}/x`, {})).toBe(false);
    const answer = await outboundFetch({})(new Request(`${FAKE}/x`));
    expect(await answer.text()).toBe(`network ${FAKE}/x`);
    expect(network).toHaveBeenCalledTimes(1);
  });

  it("hands a served URL to the installed hosts and anything else to the network", async () => {
    const network = vi.fn(async () => new Response("network"));
    vi.stubGlobal("fetch", network);
    installInProcessHosts(hosts);
    expect(servedInProcess(`${FAKE}/v1`, {})).toBe(true);
    expect(servedInProcess("https://api.example.com/v1", {})).toBe(false);
    expect(servedInProcess(undefined, {})).toBe(false);
    expect(await (await outboundFetch({})(new Request(`${FAKE}/v1/items`))).text()).toBe("fake answered /v1/items");
    expect(await (await outboundFetch({})(new Request("https://api.example.com/v1"))).text()).toBe("network");
    expect(network).toHaveBeenCalledTimes(1);
  });

  it("lets the settings of each call decide", async () => {
    vi.stubGlobal("fetch", async () => new Response("network"));
    installInProcessHosts(hosts);
    expect(servedInProcess(FAKE, { YOUTUBE_API_KEY: "off" })).toBe(false);
    expect(await (await outboundFetch({ YOUTUBE_API_KEY: "off" })(new Request(`${FAKE}/a`))).text()).toBe("network");
  });
});
