// The weekly digest's queue step: one message per workspace, fanned out by the crons
// (workers/jobs/scheduled.ts). Composed here, at the edge: the digest (features/reports) and the
// next ideas it lists (features/content-ideas) are peers of one tier and never import each other.
import { ideasPage } from "~/features/content-ideas/index.server";
import { type LatestIdeas, type WeeklyDigestMessage, sendWorkspaceDigest } from "~/features/reports/index.server";
import type { Db } from "~/lib/db/client.server";
import { log } from "~/lib/log.server";

/** Content Ideas' newest batch (its dismissed ideas hidden), as the digest lists it. */
function latestIdeasFrom(db: Db): LatestIdeas {
  return async (teamChannelId, now) => {
    const page = await ideasPage(db, teamChannelId, now);
    if (!page.batch) return null;
    return {
      createdAt: page.batch.createdAt,
      ideas: page.ideas.map((idea) => ({ title: idea.title, estimatedViews: idea.estimatedViews })),
    };
  };
}

export async function consumeWeeklyDigest(
  db: Db,
  env: Env,
  message: Message<unknown>,
  body: WeeklyDigestMessage,
  maxAttempts: number,
) {
  try {
    const outcome = await sendWorkspaceDigest(env, db, body, new Date(), latestIdeasFrom(db));
    log.info("job.weekly-digest", { teamId: body.teamId, ...outcome });
    message.ack();
  } catch (error) {
    // Nothing was claimed, or the claim was given back: a retry (or the next hourly run) sends it.
    if (message.attempts >= maxAttempts) {
      log.error("job.weekly-digest-failed", { teamId: body.teamId, error });
      message.ack();
    } else message.retry({ delaySeconds: 30 * message.attempts });
  }
}
