// A team's channel slots: which workspace row holds which YouTube channel as its own
// (`workspaces.own_channel_id`), claimed before a channel's first sync starts. Each claim is one
// statement that counts the team's claimed rows against what the owner's plan includes now and
// writes the claim, so racing requests cannot both take the last slot (D1 runs statements one at a
// time), and the unique index on (team, channel) refuses one channel twice in a team.
import { type SQL, sql } from "drizzle-orm";
import { channelsIncludedSql } from "~/features/billing/index.server";
import { workspaces } from "~/lib/auth/tables";
import type { Db } from "~/lib/db/client.server";
import { AppError } from "~/lib/errors";

type SlotRefusal = "limit" | "already";

/** A claim taken: the row that holds the channel now, and how to give the slot back. */
export type SlotClaim = { teamChannelId: string; release: () => Promise<void> };

/**
 * The words each door refuses a claim with: the team holds the channel already (409), or the plan's
 * channels are all in use (403, as the pages have always answered it).
 */
export type SlotRefusalWords = { already: string; limit: string };

function refused(reason: SlotRefusal, words: SlotRefusalWords): AppError {
  return reason === "already"
    ? new AppError("conflict", words.already)
    : new AppError("plan-limit", words.limit, { status: 403 });
}

/** The team's rows that hold a channel, counted inside the claiming statement. */
const claimedRows = (team: string) =>
  sql`(select count(*) from workspaces where coalesce(parent_id, id) = ${team} and own_channel_id is not null)`;

/** Runs one claiming statement; a unique-index refusal means the team holds the channel already. */
async function claimed(run: () => Promise<{ id: string }[]>): Promise<string | SlotRefusal> {
  try {
    return (await run())[0]?.id ?? "limit";
  } catch (error) {
    // D1 puts SQLite's words in the message (drizzle wraps it, with the original as `cause`).
    const words = `${String(error)} ${String((error as { cause?: unknown }).cause ?? "")}`;
    if (/UNIQUE constraint failed/i.test(words)) return "already";
    throw error;
  }
}

/**
 * Adds `youtubeId` to the team `team` as a new channel: into the team's own row while it holds
 * none, else into a new channel row (`parent_id` = team). `release` gives the slot back when the
 * first sync could not even be queued.
 */
export async function claimNewChannel(
  db: Db,
  { team, youtubeId, now = new Date() }: { team: string; youtubeId: string; now?: Date },
  words: SlotRefusalWords,
): Promise<SlotClaim> {
  const included = channelsIncludedSql(team, now);
  const intoTeamRow = await claimed(() =>
    db.all<{ id: string }>(sql`
      UPDATE workspaces SET own_channel_id = ${youtubeId}
      WHERE id = ${team} AND own_channel_id IS NULL AND ${claimedRows(team)} < ${included}
      RETURNING id`),
  );
  if (intoTeamRow === "already") throw refused("already", words);
  if (intoTeamRow !== "limit")
    return {
      teamChannelId: team,
      release: async () => {
        await db.run(
          sql`UPDATE workspaces SET own_channel_id = NULL WHERE id = ${team} AND own_channel_id = ${youtubeId}`,
        );
      },
    };
  const rowId = crypto.randomUUID();
  const intoNewRow = await claimed(() =>
    db.all<{ id: string }>(sql`
      INSERT INTO workspaces (id, kind, parent_id, own_channel_id, created_at)
      SELECT ${rowId}, 'personal', ${team}, ${youtubeId}, ${now.getTime()}
      WHERE EXISTS (SELECT 1 FROM workspaces WHERE id = ${team} AND own_channel_id IS NOT NULL)
        AND ${claimedRows(team)} < ${included}
      RETURNING id`),
  );
  if (intoNewRow === "already" || intoNewRow === "limit") throw refused(intoNewRow, words);
  return {
    teamChannelId: rowId,
    release: async () => {
      await db.run(sql`DELETE FROM workspaces WHERE id = ${rowId} AND parent_id = ${team}`);
    },
  };
}

/**
 * Makes `youtubeId` the own channel of the existing row `teamChannelId` of team `team` (connecting a
 * channel in the place of the row's own, or into the team's row while it holds none). Replacing a
 * channel takes no new slot; filling an empty row takes one only within the plan. `release` puts
 * back the channel the row held before.
 */
export async function claimRowChannel(
  db: Db,
  {
    team,
    teamChannelId,
    youtubeId,
    now = new Date(),
  }: { team: string; teamChannelId: string; youtubeId: string; now?: Date },
  words: SlotRefusalWords,
): Promise<SlotClaim> {
  const before = await db.get<{ own: string | null }>(
    sql`SELECT own_channel_id AS own FROM workspaces WHERE id = ${teamChannelId}`,
  );
  const row = await claimed(() =>
    db.all<{ id: string }>(sql`
      UPDATE workspaces SET own_channel_id = ${youtubeId}
      WHERE id = ${teamChannelId} AND coalesce(parent_id, id) = ${team}
        AND (own_channel_id IS NOT NULL OR ${claimedRows(team)} < ${channelsIncludedSql(team, now)})
      RETURNING id`),
  );
  if (row === "already" || row === "limit") throw refused(row, words);
  const previous = before?.own ?? null;
  return {
    teamChannelId,
    release: async () => {
      await db.run(
        sql`UPDATE workspaces SET own_channel_id = ${previous} WHERE id = ${teamChannelId} AND own_channel_id = ${youtubeId}`,
      );
    },
  };
}

/**
 * True for a channel row that is past what its team's plan includes now (the rank of its claim
 * among the team's, its team's own row first, then by age), as a condition on `workspaces`: the one
 * rule for pausing, read by the workspace's channel list and by the refresh job alike.
 */
export function pausedRowSql(now: Date): SQL {
  return sql`(${workspaces.parentId} IS NOT NULL AND (
    SELECT count(*) FROM workspaces w2
    WHERE coalesce(w2.parent_id, w2.id) = ${workspaces.parentId} AND w2.own_channel_id IS NOT NULL
      AND (w2.parent_id IS NULL OR w2.created_at < ${workspaces.createdAt}
        OR (w2.created_at = ${workspaces.createdAt} AND w2.id < ${workspaces.id}))
  ) >= ${channelsIncludedSql(workspaces.parentId, now)})`;
}
