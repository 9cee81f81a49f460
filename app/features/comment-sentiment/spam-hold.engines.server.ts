// Which of the own channel's comments are held for review on YouTube as spam: the ones Analyze
// stored as spam whose evidence reaches the hold's threshold (engine/spam-hold.ts). The stored
// score keeps the verdict, not its evidence, so the evidence is read again from each spam
// comment's text (rules and model, well under a millisecond a comment). Comments not analysed yet
// are scored first when they are few enough to score now, as a small Analyze does.
import type { Db } from "~/lib/db/client.server";
import { detectSpam } from "./engine/spam";
import { holdsAsSpam } from "./engine/spam-hold";
import { tokenize } from "./engine/tokenize";
import { ensureScoringData } from "./scoring-data.server";
import { countUnscored, INLINE_LIMIT, scoreAllNow } from "./scoring.engines.server";
import { spamOnOwnChannel } from "./score-reads.server";

/** The most comments one hold reads: a channel's start reads at most 1,000 threads of 5 replies. */
const MOST_READ = 10_000;

export type SpamToHold = {
  comments: { id: string; videoId: string; text: string; evidence: number }[];
  /** Comments not analysed yet (too many to score now): Analyze on the page scores them. */
  unscored: number;
};

export async function spamToHold(db: Db, teamChannelId: string, now = new Date()): Promise<SpamToHold> {
  const waiting = await countUnscored(db, teamChannelId);
  if (waiting > 0 && waiting <= INLINE_LIMIT) await scoreAllNow(db, teamChannelId, now);
  await ensureScoringData(db);
  const stored = await spamOnOwnChannel(db, teamChannelId, MOST_READ);
  const comments = stored
    .map((c) => ({ ...c, evidence: detectSpam(c.text, tokenize(c.text)).evidence }))
    .filter((c) => holdsAsSpam(c.evidence));
  return { comments, unscored: waiting > INLINE_LIMIT ? waiting : 0 };
}
