import { describe, expect, it } from "vitest";
import { NO_CHANNEL_ERROR } from "../../../workers/api/channel";
import { get, signUp } from "../../helpers";

describe("GET /api/channel, refusals", () => {
  it("answers 404 with what to do when no channel is connected", async () => {
    const cookie = await signUp("empty@example.com");
    const response = await get("/api/channel", { cookie });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      success: false,
      error: "No channel connected. Connect your YouTube channel in Account Settings.",
    });
    expect(NO_CHANNEL_ERROR).toBe("No channel connected. Connect your YouTube channel in Account Settings.");
  });
});
