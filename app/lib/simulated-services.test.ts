import { describe, expect, it } from "vitest";
import { simulatedNotice, simulatedServices } from "./simulated-services";

describe("simulatedServices", () => {
  it("names a configured service whose base URL is not the real provider's", () => {
    expect(simulatedServices({ YOUTUBE_API_KEY: "k", YOUTUBE_API_BASE_URL: "http://youtube.fake/youtube/v3" })).toEqual(
      ["YouTube"],
    );
    expect(
      simulatedServices({ YOUTUBE_API_KEY: "k", YOUTUBE_API_BASE_URL: "http://127.0.0.1:8911/youtube/v3" }),
    ).toEqual(["YouTube"]);
    expect(
      simulatedServices({
        YOUTUBE_API_KEY: "k",
        YOUTUBE_API_BASE_URL: "http://youtube.fake/youtube/v3",
        STRIPE_SECRET_KEY: "sk_test_fake",
        STRIPE_API_BASE_URL: "http://stripe.fake",
        GOOGLE_CLIENT_ID: "id",
        GOOGLE_OAUTH_BASE_URL: "http://google.fake",
      }),
    ).toEqual(["YouTube", "Stripe", "Google sign-in"]);
  });

  it("says nothing for the real providers, unset base URLs or unconfigured services", () => {
    expect(simulatedServices({ YOUTUBE_API_KEY: "k" })).toEqual([]);
    expect(
      simulatedServices({ YOUTUBE_API_KEY: "k", YOUTUBE_API_BASE_URL: "https://www.googleapis.com/youtube/v3" }),
    ).toEqual([]);
    expect(
      simulatedServices({ STRIPE_SECRET_KEY: "sk_live_x", STRIPE_API_BASE_URL: "https://api.stripe.com" }),
    ).toEqual([]);
    expect(
      simulatedServices({ GOOGLE_CLIENT_ID: "id", GOOGLE_OAUTH_BASE_URL: "https://oauth2.googleapis.com" }),
    ).toEqual([]);
    // A fake URL without its key configures nothing: the service simply is not there.
    expect(simulatedServices({ YOUTUBE_API_BASE_URL: "http://youtube.fake/youtube/v3" })).toEqual([]);
  });
});

describe("simulatedNotice", () => {
  it("reads as one line", () => {
    expect(simulatedNotice([])).toBeNull();
    expect(simulatedNotice(["YouTube"])).toBe("Offline sample data: YouTube is simulated on this server");
    expect(simulatedNotice(["YouTube", "Stripe", "Google sign-in"])).toBe(
      "Offline sample data: YouTube, Stripe and Google sign-in are simulated on this server",
    );
  });
});
