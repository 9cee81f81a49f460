import { beforeEach, describe, expect, it, vi } from "vitest";
import type { AskContext } from "../types";
import { quotedFigures } from "../engine/figures";

const analyzeWorkspace = vi.fn();
vi.mock("~/features/rpm-booster/index.server", () => ({
  analyzeWorkspace: (...args: unknown[]) => analyzeWorkspace(...args),
}));

// Files share a thread's modules (isolate: false): another file may have loaded the tool with the
// real RPM Booster already, so it is loaded afresh here, with the stand-in.
vi.resetModules();
const { rpmTool, driverOf } = await import("./money");

const ctx = { user: { teamChannelId: "ws" }, now: new Date("2026-11-27T12:00:00Z") } as unknown as AskContext;

const analysis = {
  currentRPM: 4.2,
  channelMedianRPM: null,
  topPerformerRPM: null,
  trendPercentage: 0,
  monthlyTrend: "stable",
  views28: 12000,
  revenue28: 50.4,
  potentialMonthlyIncrease: 0,
  window: { from: "2026-10-25", to: "2026-11-21" },
};

// RPM Booster's own lines, as its page lists them under "Not measured" and "Checked".
const NOT_MEASURED = [
  "Video length: needs at least 3 long-form videos of 8+ minutes and 3 shorter ones published in the last 365 days with revenue rows (found 1 and 0).",
  "Topics: no title term is shared by 3 or more of the long-form videos published in the last 365 days with revenue rows.",
  "Seasonality: needs at least 330 days (11 months) of daily channel revenue rows in the last 365 days (found 40).",
  "Audience geography: not measured. The Studio exports imported here have no per-country rows.",
];
const CHECKED = [
  "Shorts share: 2 Shorts took 3% of views at $1.00 RPM against $4.00 for long-form videos; advice starts when Shorts take over 30% of views.",
];

describe("the RPM tool against RPM Booster", () => {
  beforeEach(() => analyzeWorkspace.mockReset());

  it("reads a line's driver", () => {
    expect(driverOf(NOT_MEASURED[2]!)).toBe("Seasonality");
    expect(
      driverOf('Video length, topics and Shorts share: no per-video revenue rows (Studio "Table data.csv").'),
    ).toBe("Video length, topics and Shorts share");
  });

  it("without a recommendation, calls only the measured drivers in line and names the four not measured", async () => {
    analyzeWorkspace.mockResolvedValue({
      analysis,
      recommendations: [],
      missing: null,
      notMeasured: NOT_MEASURED,
      checked: CHECKED,
    });
    const result = await rpmTool.run(ctx, {});
    const text = result.facts.join(" ");
    expect(text).not.toMatch(/every (measured )?driver/i);
    expect(text).toContain("No recommendation from what was measured (Shorts share)");
    expect(text).toContain(
      "RPM Booster lists 4 drivers as not measured: Video length; Topics; Seasonality; Audience geography",
    );
    expect(result.facts.length).toBeLessThanOrEqual(4);
    // The count and the list are figures, so the answer's sources carry them.
    expect(quotedFigures(text, result.figures)).toMatchObject({
      driversNotMeasured: 4,
      notMeasured: "Video length; Topics; Seasonality; Audience geography",
      inLine: "Shorts share",
    });
  });

  it("says so when nothing could be measured", async () => {
    analyzeWorkspace.mockResolvedValue({
      analysis,
      recommendations: [],
      missing: null,
      notMeasured: NOT_MEASURED.slice(3),
      checked: [],
    });
    const text = (await rpmTool.run(ctx, {})).facts.join(" ");
    expect(text).toContain("none of the drivers could be measured");
    expect(text).toContain("RPM Booster lists 1 driver as not measured: Audience geography (it says what it needs).");
  });
});
