// When a comment the detector reads as spam is held for review on YouTube in bulk. Holding acts on
// the creator's channel without a look at each comment, so it asks more of the detector than the
// spam count of the summary: precision ≥ 0.97 with recall ≥ 0.80 on real labelled YouTube spam.
// No imports: the pages Worker may read this without carrying the spam engine.

/**
 * The least spam evidence at which a comment is held, on detectSpam's evidence scale (the
 * `evidence` of engine/spam.ts's SpamVerdict: rules plus the learned model, spam at ≥ 1). Chosen
 * by scripts/bench-spam-hold.ts on the tune part of the real comment sections: the lowest
 * evidence ≥ 1 whose precision, and every higher threshold's, is ≥ 0.97 there; measured on the
 * report part in docs/benchmarks.md ("Comment spam: holding for review in bulk").
 */
export const SPAM_HOLD_THRESHOLD = 1;

/** Whether a comment with this spam evidence is held for review as spam. */
export function holdsAsSpam(score: number): boolean {
  return Number.isFinite(score) && score >= SPAM_HOLD_THRESHOLD;
}
