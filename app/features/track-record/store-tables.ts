// The track record's table: every suggestion Vidwise made, with its date, what it
// said, and, once the creator confirms which upload it became, what happened. It lives in each
// workspace's own store (decision 012), reached through workspaceDb(); its schema there is
// app/lib/db/workspace-store/migrations.ts (version 1), kept in step with this definition.
import { index, integer, primaryKey, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, storeWorkspaceId } from "~/lib/db/columns";

export const trackRecord = sqliteTable(
  "track_record",
  {
    teamChannelId: storeWorkspaceId(),
    id: text("id").notNull(),
    /** The own channel the suggestion was made for (its YouTube id), or null before one was connected. */
    channelId: text("channel_id"),
    /** forecast | idea | title | description | publish-time | ab-verdict | outlier (SUGGESTION_KINDS). */
    kind: text("kind").notNull(),
    /** live: made when the creator asked; replayed: the engine run at a past date on the data known then (the demo). */
    origin: text("origin").notNull().default("live"),
    madeAt: integer("made_at", { mode: "timestamp_ms" }).notNull(),
    title: text("title").notNull(),
    topic: text("topic").notNull().default(""),
    /** The 80% range and the point of 28-day views, when the suggestion had one. */
    low: integer("low"),
    expected: integer("expected"),
    high: integer("high"),
    /** The chance to beat the channel's median it gave (0–1), when one was shown. */
    chance: real("chance"),
    /** Where the suggestion came from (a batch id, the tool), for the page. */
    source: text("source").notNull().default(""),
    /** suggested | confirmed | rejected | unmade; null until a match is proposed or chosen. */
    matchStatus: text("match_status"),
    matchVideoId: text("match_video_id"),
    matchScore: real("match_score"),
    matchedAt: integer("matched_at", { mode: "timestamp_ms" }),
    /** Views of the matched upload at 7 and 28 days, recorded from the snapshots once known. */
    views7: integer("views_7"),
    views28: integer("views_28"),
    /** The channel's median 28-day views as known when the suggestion was made (the baseline). */
    baseline28: integer("baseline_28"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.teamChannelId, t.id] }),
    index("track_record_workspace_made_idx").on(t.teamChannelId, t.madeAt),
  ],
);
