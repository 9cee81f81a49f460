import { describe, expect, it } from "vitest";
import { matchSides } from "./match-titles";

describe("matchSides: the two sides of the match a title names", () => {
  it.each([
    ["Watford 2-1 Arsenal | We've Run Out Of Paper For The Cracks! (DT Rant)", ["Watford", "Arsenal"]],
    ["Champions League Highlights | Feyenoord 0-4 Manchester City", ["Feyenoord", "Manchester City"]],
    ["Man City 5 - 0 Crystal Palace highlights", ["Man City", "Crystal Palace"]],
    ["Resumen de Atlético de Madrid vs FC Barcelona (1-1)", ["Atlético de Madrid", "FC Barcelona"]],
    ["Chile vs Ecuador 2-1 - All Goals & Highlights - World Cup Qualifiers 05/10/2017 HD", ["Chile", "Ecuador"]],
    ["Tunnel Cam | Leicester City vs Chelsea | 2017/2018", ["Leicester City", "Chelsea"]],
    ["'Bilic has gotta go' West Ham 1 Swansea 0", ["West Ham", "Swansea"]],
    ["We were the better team but had no Game Plan West Brom 0 West Ham 0", ["West Brom", "West Ham"]],
  ])("%s", (title, sides) => {
    expect(matchSides(title)).toEqual(sides);
  });

  it.each([
    // "vs" without a score or a season compares two things.
    "Chelsea v Arsenal | Road Trip To Stamford Bridge!",
    "Teenage VS Twentysomething",
    "iPhone 8 vs Pixel 2 camera test",
    // Numbers that are not goals.
    "Season 2 Episode 5 recap",
    "Part 1 Day 3 vlog",
    "My 3-5 kg weight loss",
    "Pregnancy Update 19-23 Weeks",
    "Lost 3-5 Kg In A Week",
    "Top 10 Goals of 2017",
  ])("names no match in %s", (title) => {
    expect(matchSides(title)).toBeNull();
  });

  it("reads a long imported title only as far as a YouTube title goes", () => {
    expect(matchSides(`${"Word ".repeat(2_000)}Watford 2-1 Arsenal`)).toBeNull();
  });
});
