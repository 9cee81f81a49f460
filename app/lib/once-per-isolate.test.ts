import { describe, expect, it } from "vitest";
import { oncePerIsolate } from "./once-per-isolate";

describe("oncePerIsolate", () => {
  it("shares one run between concurrent callers and keeps its result", async () => {
    let runs = 0;
    const load = oncePerIsolate(async (n: number) => {
      runs += 1;
      return n * 2;
    });
    expect(await Promise.all([load(1), load(5)])).toEqual([2, 2]);
    expect(await load(9)).toBe(2);
    expect(runs).toBe(1);
  });

  it("does not remember a failure: the next call loads again", async () => {
    let runs = 0;
    const load = oncePerIsolate(async () => {
      runs += 1;
      if (runs === 1) throw new Error("D1 unavailable");
      return "loaded";
    });
    await expect(load(undefined)).rejects.toThrow("D1 unavailable");
    expect(await load(undefined)).toBe("loaded");
    expect(runs).toBe(2);
  });
});
