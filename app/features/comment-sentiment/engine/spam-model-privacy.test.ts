// The shipped spam weights hold no personal data: no feature spells a commenter's
// name or handle, and none was seen from fewer than MIN_WRITERS writers in the training data.
// Scans spam-model-weights.ts against the labelled comment sections it was trained on
// (../shared/data/youtube-spam-dev; skipped when that folder is not beside the repo).
import "./install-lexicon";
import { describe, expect, it } from "vitest";
import {
  isPersonalFeature,
  loadSpamDev,
  MIN_WRITERS,
  personalNames,
  prepareExamples,
  WRITTEN_LINES,
  writersPerFeature,
} from "../../../../scripts/train-spam-model";
import { HANDLE, parseSpamModel, spamFeatures } from "./spam-model";
import { SPAM_MODEL_DATA } from "./spam-model-weights";
import { spamText } from "./spam-text";

const shipped = parseSpamModel(SPAM_MODEL_DATA);
const features = [...shipped.weights.keys()];
const dev = loadSpamDev();

/** The words a feature is made of: "b:follow me" -> ["follow", "me"]; a letter n-gram as written. */
const featureWords = (f: string) => f.slice(2).trim().split(" ");

describe("spam model features", () => {
  it("replace a handle or an address with one placeholder, whoever it names", () => {
    for (const text of [
      "follow me @Jessie_Draws99",
      "Follow 4 Follow @ SomeOne123 Like 4 Like",
      "mail me jo.doe@mail.com",
    ]) {
      const names = [...spamFeatures(spamText(text)).keys()].flatMap(featureWords);
      expect(names, text).toContain(HANDLE);
      for (const word of ["jessie", "draws99", "someone123", "jo", "doe", "mail.com"])
        expect(names, `${text}: ${word}`).not.toContain(word);
    }
  });
});

describe.skipIf(dev === null)("the shipped spam weights", () => {
  const sections = dev ?? [];
  const authors = [...new Set(sections.flatMap((s) => s.comments.map((c) => c.author ?? "")))].filter((a) => a !== "");

  it("spell no author's name or handle from the training data", () => {
    expect(authors.length).toBeGreaterThan(600);
    const names = personalNames(authors);
    expect(features.filter((f) => isPersonalFeature(f, names))).toEqual([]);
    // And no handle-like name (one token of 6+ characters, "roflcopter2110") inside any feature at all.
    const handles = authors
      .map((a) => a.toLowerCase().replace(/[^a-z0-9\u00c0-\u024f]/g, ""))
      .filter(
        (h) =>
          h.length >= 6 &&
          authors.some((a) => a.toLowerCase().replace(/[^a-z0-9\u00c0-\u024f]/g, "") === h && !/\s\S/.test(a.trim())),
      );
    expect(handles.length).toBeGreaterThan(50);
    expect(features.filter((f) => handles.some((h) => f.slice(2).replace(/ /g, "").includes(h)))).toEqual([]);
  });

  it("spell no handle written in a comment (@name)", () => {
    const handles = new Set<string>();
    for (const s of sections)
      for (const c of s.comments)
        for (const m of c.text.toLowerCase().matchAll(/@ ?([a-z0-9_.]{3,})/g))
          handles.add((m[1] as string).replace(/(?<![._])[._]+$/, ""));
    expect(handles).toContain("vaahidmustafic"); // a handle once found in the weights
    const words = new Set(features.flatMap(featureWords));
    expect(
      [...handles].filter((h) => h.split(/[._]/).some((part) => part.length >= 4 && words.has(part)) || words.has(h)),
    ).toEqual([]);
  });

  it(`hold only features seen from ${MIN_WRITERS} or more writers`, () => {
    const writers = writersPerFeature(prepareExamples([...WRITTEN_LINES, ...sections.flatMap((s) => s.comments)]));
    const rare = features.filter((f) => !f.startsWith("m:") && (writers.get(f) ?? 0) < MIN_WRITERS);
    expect(rare).toEqual([]);
    expect(features.length).toBeGreaterThan(100);
  });
});
