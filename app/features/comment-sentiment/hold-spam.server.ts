// Holding the own channel's spam for review on YouTube: which comments (spamToHold, the stored
// scores read against the hold's threshold) meet how they are held (youtube-actions: consent,
// budget, batches of 50, the audit log, the record that lets Release undo it).
import { forgetDeletedComments, youtubeClientFor } from "~/features/channel-data/index.server";
import {
  changesAllowed,
  type DeletedCommentCheck,
  holdSpam,
  type HoldOutcome,
} from "~/features/youtube-actions/index.server";
import { YOUTUBE_ACTION_MESSAGES } from "~/features/youtube-actions/index";
import type { Db } from "~/lib/db/client.server";
import { AppError } from "~/lib/errors";
import { forgetCommentScores } from "./forget-scores.server";
import { spamToHold } from "./spam-hold.engines.server";

export type SpamHeld = HoldOutcome & {
  /** Comments the detector reads as spam at the hold's threshold, held now or before. */
  found: number;
  /** Comments not analysed yet (too many to score at once): Analyze scores them first. */
  unscored: number;
};

export async function holdSpamOnYouTube(
  env: Env,
  db: Db,
  who: { teamId: string; teamChannelId: string; actorUserId: string },
): Promise<SpamHeld> {
  // Refused before anything is read, so a channel with no spam today still learns what to allow.
  if (!(await changesAllowed(db, who.teamId, who.teamChannelId)))
    throw new AppError("forbidden", YOUTUBE_ACTION_MESSAGES.noConsent);
  const spam = await spamToHold(db, who.teamChannelId);
  const outcome = await holdSpam(env, db, who, spam.comments, deletedCommentCheck(env, db, who.teamChannelId));
  return { ...outcome, found: spam.comments.length, unscored: spam.unscored };
}

/** Asks YouTube which comments it still shows (1 unit for 50) and forgets the rest with their scores. */
function deletedCommentCheck(env: Env, db: Db, teamChannelId: string): DeletedCommentCheck {
  const youtube = youtubeClientFor(env, db, teamChannelId, { feature: "youtube-changes" });
  return {
    stillOnYouTube: (ids) => youtube.listCommentIds(ids),
    forget: (ids) => forgetDeletedComments(db, teamChannelId, ids, forgetCommentScores),
  };
}
