// Who pays for a workspace's YouTube calls (decision 006): the team, however many channel rows it
// holds, and whether its owner's plan is a paid one. The quota gate counts a team's daily share and
// the free teams' common pool by this, so a Pro team's three channels share one day's units and
// free accounts, however many, cannot spend what is kept for paying ones.
import { eq, sql } from "drizzle-orm";
import { currentPlanOf } from "~/features/billing/index.server";
import { workspaces } from "~/lib/auth/tables";
import { teamOwnerOf } from "~/lib/auth/workspace-owner.server";
import type { Db } from "~/lib/db/client.server";

/** `team`: the workspace that pays (a channel row's parent, else the row itself); `paid`: its owner holds a plan now. */
export type QuotaPayer = { team: string; paid: boolean };

/**
 * The payer of `teamChannelId`'s calls. A row that is not a workspace (a public channel's store
 * name, a test's made-up id) pays for itself, as free; so does a team without an owner (the sample,
 * a demo base) or a demo's: only a current paid plan reaches the reserve.
 */
export async function quotaPayerOf(db: Db, teamChannelId: string, now = new Date()): Promise<QuotaPayer> {
  const [row, owner] = await Promise.all([
    db
      .select({ team: sql<string>`coalesce(${workspaces.parentId}, ${workspaces.id})` })
      .from(workspaces)
      .where(eq(workspaces.id, teamChannelId))
      .get(),
    teamOwnerOf(db, teamChannelId),
  ]);
  const team = row?.team ?? teamChannelId;
  if (!owner || owner.isDemo) return { team, paid: false };
  const { planId } = await currentPlanOf(db, owner, now);
  return { team, paid: planId !== null };
}
