import { describe, expect, it } from "vitest";
import { averageLinkage, chooseClusters, cutTree, foldSmall, silhouette } from "./cluster";

/** Distance matrix of points on a line. */
function lineDistances(points: number[]): number[][] {
  return points.map((a) => points.map((b) => Math.abs(a - b)));
}

describe("averageLinkage", () => {
  it("merges closest pairs first and averages distances between groups", () => {
    const merges = averageLinkage(lineDistances([0, 1, 10, 12]));
    expect(merges[0]).toEqual({ a: 0, b: 1, distance: 1 });
    expect(merges[1]).toEqual({ a: 2, b: 3, distance: 2 });
    // Mean of |0-10|, |0-12|, |1-10|, |1-12| = (10 + 12 + 9 + 11) / 4 = 10.5.
    expect(merges[2]).toEqual({ a: 0, b: 2, distance: 10.5 });
  });
  it("breaks ties by the lowest indices", () => {
    const merges = averageLinkage(lineDistances([0, 1, 2, 3]));
    expect(merges[0]).toEqual({ a: 0, b: 1, distance: 1 });
  });
});

describe("cutTree, silhouette, foldSmall", () => {
  const d = lineDistances([0, 1, 10, 12, 30]);
  const merges = averageLinkage(d);
  it("cuts into k clusters ordered by first member", () => {
    expect(cutTree(5, merges, 3)).toEqual([[0, 1], [2, 3], [4]]);
    expect(cutTree(5, merges, 1)).toEqual([[0, 1, 2, 3, 4]]);
    expect(cutTree(5, merges, 5)).toEqual([[0], [1], [2], [3], [4]]);
  });
  it("scores separated clusters near 1 and a singleton 0", () => {
    const s = silhouette(d, [[0, 1], [2, 3], [4]]);
    // Points 0,1: a = 1, b = mean distance to {2,3} = 11 and 10 -> (11-1)/11 and (10-1)/10.
    // Point 10: a = 2, b = mean(10, 9) = 9.5; point 12: a = 2, b = mean(12, 11) = 11.5; point 30 alone: 0.
    const expected = (10 / 11 + 9 / 10 + 7.5 / 9.5 + 9.5 / 11.5 + 0) / 5;
    expect(s).toBeCloseTo(expected, 10);
  });
  it("folds a too-small cluster into the nearest one", () => {
    expect(foldSmall(d, [[0, 1], [2, 3], [4]], 2)).toEqual([
      [0, 1],
      [2, 3, 4],
    ]);
  });
});

describe("chooseClusters", () => {
  it("keeps fewer than six documents together", () => {
    expect(chooseClusters(lineDistances([0, 1, 50, 51, 100])).clusters).toEqual([[0, 1, 2, 3, 4]]);
  });
  it("finds two obvious groups", () => {
    const points = [0, 0.1, 0.2, 0.3, 0.4, 0.5, 10, 10.1, 10.2, 10.3, 10.4, 10.5];
    expect(chooseClusters(lineDistances(points)).clusters).toEqual([
      [0, 1, 2, 3, 4, 5],
      [6, 7, 8, 9, 10, 11],
    ]);
  });
  it("finds three groups and never more than eight", () => {
    const points = [
      ...Array.from({ length: 8 }, (_, i) => i * 0.1),
      ...Array.from({ length: 8 }, (_, i) => 20 + i * 0.1),
      ...Array.from({ length: 8 }, (_, i) => 40 + i * 0.1),
    ];
    expect(chooseClusters(lineDistances(points)).clusters).toHaveLength(3);
    const many = Array.from({ length: 60 }, (_, i) => Math.floor(i / 3) * 100 + (i % 3));
    expect(chooseClusters(lineDistances(many)).clusters.length).toBeLessThanOrEqual(8);
  });
  it("leaves a small set with no structure as one cluster", () => {
    const flat = Array.from({ length: 7 }, () => Array.from({ length: 7 }, () => 1));
    flat.forEach((row, i) => (row[i] = 0));
    expect(chooseClusters(flat).clusters).toHaveLength(1);
  });
});
