// The lookup cache's other half (decision 006): a channel YouTube said does not exist is answered
// "not found" from D1 for a while, as a channel it found is answered from `public_channels`.
// Without it, an unknown handle costs a unit on every try, whoever tries it.
import { and, eq, gt, lte } from "drizzle-orm";
import type { Db } from "~/lib/db/client.server";
import { channelLookupMisses } from "./tables";
import { YouTubeApiError } from "./youtube/client";
import type { ChannelInput } from "./youtube/channel-input";

/**
 * How long a miss is answered from here. Short enough that a channel made (or a handle renamed) a
 * moment ago is found within the hour; long enough that one unknown input, tried again and again
 * by anyone, costs at most one unit an hour.
 */
export const LOOKUP_MISS_REUSE_MS = 60 * 60_000;

/**
 * The input as a cache key: handles, legacy usernames and custom names ignore letter case on
 * YouTube, so they are lower-cased; channel and video ids are case-sensitive and kept as typed.
 */
export function lookupMissKey(input: ChannelInput): string {
  switch (input.kind) {
    case "id":
      return `id:${input.id}`;
    case "video":
      return `video:${input.videoId}`;
    case "handle":
      return `handle:${input.handle.replace(/^@/, "").toLowerCase()}`;
    case "username":
      return `username:${input.username.toLowerCase()}`;
    case "custom":
      return `custom:${input.name.toLowerCase()}`;
  }
}

/** YouTube's "not found" for `input` as it was given the last time, when that was recent; else null. */
export async function recentLookupMiss(db: Db, input: ChannelInput, now = new Date()): Promise<YouTubeApiError | null> {
  const miss = await db
    .select({ message: channelLookupMisses.message, reason: channelLookupMisses.reason })
    .from(channelLookupMisses)
    .where(
      and(
        eq(channelLookupMisses.key, lookupMissKey(input)),
        gt(channelLookupMisses.missedAt, new Date(now.getTime() - LOOKUP_MISS_REUSE_MS)),
      ),
    )
    .get();
  return miss ? notFound(miss.message, miss.reason) : null;
}

/**
 * Remembers that YouTube found nothing for `input`, when `error` says so (any other failure, a
 * quota refusal or an outage, is not an answer about the channel and is not kept). Misses past
 * their while are deleted in the same batch, so the table holds at most an hour of them.
 */
export async function recordLookupMiss(db: Db, input: ChannelInput, error: unknown, now = new Date()): Promise<void> {
  if (!(error instanceof YouTubeApiError) || error.status !== 404) return;
  const row = { key: lookupMissKey(input), message: error.message, reason: error.reason, missedAt: now };
  await db.batch([
    db
      .insert(channelLookupMisses)
      .values(row)
      .onConflictDoUpdate({
        target: channelLookupMisses.key,
        set: { message: row.message, reason: row.reason, missedAt: row.missedAt },
      }),
    db
      .delete(channelLookupMisses)
      .where(lte(channelLookupMisses.missedAt, new Date(now.getTime() - LOOKUP_MISS_REUSE_MS))),
  ]);
}

/** The error the client throws for a channel or video YouTube does not have, rebuilt from what was kept. */
function notFound(message: string, reason: string | null): YouTubeApiError {
  return new YouTubeApiError({ status: 404, code: "not_found", message, reason });
}
