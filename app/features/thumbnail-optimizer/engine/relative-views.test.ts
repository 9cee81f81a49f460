import { describe, expect, it } from "vitest";
import { AGE_PEERS, MIN_AGE_DAYS, MIN_UPLOADS, relativeToAgePeers } from "./relative-views";

const NOW = new Date("2026-11-20T00:00:00Z");
const DAY = 86_400_000;
const upload = (i: number, daysOld: number, views: number) => ({
  id: `v${i}`,
  publishedAt: new Date(NOW.getTime() - daysOld * DAY),
  views,
});

describe("views so far against the uploads published nearest to each", () => {
  it("compares each old-enough upload with its contemporaries, not with uploads of another age", () => {
    // Older uploads have more views (they had longer); upload 10 did twice as well as its neighbours.
    const list = Array.from({ length: 24 }, (_, i) => upload(i, 40 + 7 * i, (i === 10 ? 2 : 1) * 1000 * (1 + i / 10)));
    const out = relativeToAgePeers(list, NOW);
    expect(out.size).toBe(24);
    expect(Math.exp(out.get("v10")!)).toBeGreaterThan(1.8);
    // Its neighbours sit near 1, although their counts range over ×1.5 with age.
    for (const id of ["v8", "v12"]) expect(Math.abs(out.get(id)!)).toBeLessThan(0.25);
  });

  it("leaves out uploads younger than its minimum age and needs enough uploads", () => {
    const list = [
      ...Array.from({ length: MIN_UPLOADS }, (_, i) => upload(i, MIN_AGE_DAYS + i, 1000)),
      upload(99, MIN_AGE_DAYS - 1, 50),
    ];
    const out = relativeToAgePeers(list, NOW);
    expect(out.has("v99")).toBe(false);
    expect(out.size).toBe(MIN_UPLOADS);
    expect(relativeToAgePeers(list.slice(0, AGE_PEERS), NOW).size).toBe(0);
  });
});
