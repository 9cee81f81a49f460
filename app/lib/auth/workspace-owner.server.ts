// The person a workspace belongs to: the account whose own workspace it is (`users.workspace_id`;
// a personal workspace has one, a demo its visitor). Their plan pays for work there, their time
// zone and topic are the workspace's, their address names it. One read, for every feature that
// needs it. Null for a workspace without one (the sample template, a demo base). A channel row of a
// workspace (parent_id) belongs to the workspace's owner.
import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "~/lib/db/client.server";
import { users, workspaces } from "./tables";

export type TeamOwner = {
  id: string;
  email: string;
  isDemo: boolean;
  timeZone: string | null;
  primaryTopic: string;
  /** They followed the confirmation link: their topic is measured for trends only then. */
  emailVerified: boolean;
};

export async function teamOwnerOf(db: Db, teamId: string): Promise<TeamOwner | null> {
  const row = await db
    .select({
      id: users.id,
      email: users.email,
      isDemo: users.isDemo,
      timeZone: users.timeZone,
      primaryTopic: users.primaryTopic,
      emailVerifiedAt: users.emailVerifiedAt,
    })
    .from(users)
    .where(
      eq(
        users.homeTeamId,
        sql`coalesce((select ${workspaces.parentId} from ${workspaces} where ${workspaces.id} = ${teamId}), ${teamId})`,
      ),
    )
    .orderBy(asc(users.createdAt))
    .limit(1)
    .get();
  if (!row) return null;
  const { emailVerifiedAt, ...owner } = row;
  return { ...owner, emailVerified: emailVerifiedAt !== null };
}
