// Difficulty from measured proxies of effort: how long the channel's similar videos run and how
// long the gap before them was (a video that takes longer to make leaves a longer gap), each
// against the channel's own medians.
//
//   effort = √(duration ratio × gap ratio)   (the geometric mean of the two)
//   Easy when effort < 0.85, Hard when effort > 1.2, else Medium.
//
// With fewer than MIN_SIMILAR similar uploads the topic is new to the channel: the reference
// videos' length (competitors' on the topic) against the channel's median decides, and a new
// topic is never Easy. With nothing to measure at all it is Medium, and the reason says so.
import { nounFor } from "~/lib/format";
import { median, round1 } from "~/lib/stats";
import { clock } from "./channel-measures";
import type { Difficulty } from "./types";

export const EASY_BELOW = 0.85;
export const HARD_ABOVE = 1.2;
export const MIN_SIMILAR = 2;

export type DifficultyInput = {
  /** Similar own long-form uploads: their length and the gap before each, in days (null for the first upload). */
  similar: readonly { durationSeconds: number; gapDays: number | null }[];
  /** Lengths of other channels' videos on the topic (competitor outliers), for a topic new to the channel. */
  referenceDurations: readonly number[];
  channelMedianDuration: number | null;
  channelMedianGap: number | null;
};

function level(effort: number): Difficulty {
  if (effort < EASY_BELOW) return "Easy";
  if (effort > HARD_ABOVE) return "Hard";
  return "Medium";
}

export function difficultyOf(input: DifficultyInput): { difficulty: Difficulty; reason: string } {
  const { channelMedianDuration: chDur, channelMedianGap: chGap } = input;
  const durations = input.similar.map((s) => s.durationSeconds).filter((d) => d > 0);
  const gaps = input.similar.map((s) => s.gapDays).filter((g): g is number => g !== null && g > 0);
  if (input.similar.length >= MIN_SIMILAR && chDur && chGap && durations.length > 0 && gaps.length > 0) {
    const dur = median(durations)!;
    const gap = median(gaps)!;
    const effort = Math.sqrt((dur / chDur) * (gap / chGap));
    const difficulty = level(effort);
    return {
      difficulty,
      reason:
        `${difficulty}: your ${input.similar.length} similar ${nounFor(input.similar.length, "video")} run a median ${clock(dur)} (channel ${clock(chDur)}) and came ` +
        `${round1(gap)} ${nounFor(round1(gap), "day")} after the previous upload (channel ${round1(chGap)}); effort ${round1(effort)}× your usual ` +
        `(Easy below ${EASY_BELOW}, Hard above ${HARD_ABOVE}).`,
    };
  }
  const reference = input.referenceDurations.filter((d) => d > 0);
  if (reference.length > 0 && chDur) {
    const dur = median(reference)!;
    const ratio = dur / chDur;
    const difficulty: Difficulty = ratio > HARD_ABOVE ? "Hard" : "Medium";
    return {
      difficulty,
      reason:
        `${difficulty}: new to your channel (fewer than ${MIN_SIMILAR} similar uploads); other channels' videos on it run a median ` +
        `${clock(dur)}, ${round1(ratio)}× your usual ${clock(chDur)}. A new topic is never rated Easy.`,
    };
  }
  return {
    difficulty: "Medium",
    reason:
      "Medium: nothing similar to measure yet (no similar uploads or reference videos), so no effort proxy applies.",
  };
}
