import { describe, expect, it } from "vitest";
import { forecastFormBlocker } from "./form-readiness";
import { MAX_TITLE_LENGTH } from "./limits";

describe("why the forecast button is disabled", () => {
  it("names the missing field, blank text counting as missing", () => {
    expect(forecastFormBlocker({ title: "", topic: "" })).toBe("Enter a video title and a topic to forecast.");
    expect(forecastFormBlocker({ title: "   ", topic: "keyboards" })).toBe("Enter a video title to forecast.");
    expect(forecastFormBlocker({ title: "My desk tour", topic: " " })).toBe("Enter a topic to forecast.");
  });

  it("says how long a field is when it is too long", () => {
    expect(forecastFormBlocker({ title: "x".repeat(MAX_TITLE_LENGTH + 5), topic: "desks" })).toBe(
      `The title is ${MAX_TITLE_LENGTH + 5} characters; shorten it to ${MAX_TITLE_LENGTH} or fewer.`,
    );
  });

  it("has nothing to say when both are ready, at the limit included", () => {
    expect(forecastFormBlocker({ title: "x".repeat(MAX_TITLE_LENGTH), topic: "desks" })).toBeNull();
  });
});
