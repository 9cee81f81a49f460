// Burst limits on channel lookups that reach YouTube (decision 006): adding a competitor and
// connecting or adding a channel look the channel up, and a lookup nobody made recently costs a
// unit (a name, a search too). Each such lookup takes a token from the account's bucket and from
// the network address's; an empty bucket refuses with 429 before anything is sent. Lookups the
// cache answers (found or not found) take nothing, so re-adding known channels is never limited.
//
// The buckets are counted in D1, not with the Workers rate-limit binding: the binding counts in
// fixed windows (a burst across a window's edge gets twice the limit) and per location, while one
// conditional upsert here refills and takes in the same statement, exactly, everywhere.
import { type SQL, eq, lt, sql } from "drizzle-orm";
import type { Db } from "~/lib/db/client.server";
import { AppError } from "~/lib/errors";
import { countOf } from "~/lib/format";
import { lookupBursts } from "./tables";

export type BurstBucket = { capacity: number; refillMs: number };

/**
 * An account may look up 6 channels at once, then one every 10 seconds: a person connecting a
 * channel and adding five more in one go (Pro's three channels and three competitors) is not
 * stopped, while 25 adds sent in a second and a half reach YouTube 6 times. An address holds 12,
 * one every 5 seconds: two or three people behind one router work as they would alone, and a row of
 * fresh accounts from one place is held to the address's pace.
 */
export const LOOKUP_BURSTS = {
  account: { capacity: 6, refillMs: 10_000 },
  address: { capacity: 12, refillMs: 5_000 },
} as const satisfies Record<"account" | "address", BurstBucket>;

export const LOOKUP_BURST_MESSAGES = {
  account: (seconds: number) =>
    `Too many channels looked up in a row. Please wait ${countOf(seconds, "second")} and try again.`,
  address: (seconds: number) =>
    `Too many channels looked up from your network in a row. Please wait ${countOf(seconds, "second")} and try again.`,
} as const;

/** Who a lookup counts against: the signed-in account and, when the request has one, its hashed address. */
export type LookupCaller = { accountId: string; client: string | null };

/** A bucket idle this long is full again: nothing in its row is worth keeping. */
const IDLE_MS = Math.max(...Object.values(LOOKUP_BURSTS).map((b) => b.capacity * b.refillMs));

/**
 * The guard a request hands to the lookup (resolveChannel's `beforeLookup`): it takes one token
 * from each of the caller's buckets the first time it is called and does nothing after, so a
 * request that tries a handle and then searches for the name counts once.
 */
export function lookupBurstGuard(db: Db, caller: LookupCaller, now: () => Date = () => new Date()) {
  let taken: Promise<void> | null = null;
  return (): Promise<void> => (taken ??= takeLookupToken(db, caller, now()));
}

/** Takes one token from each of the caller's buckets, or none and throws "rate-limited" (429) naming the empty one. */
export async function takeLookupToken(db: Db, caller: LookupCaller, now = new Date()): Promise<void> {
  const buckets = [
    { which: "account" as const, key: `account:${caller.accountId}`, bucket: LOOKUP_BURSTS.account },
    ...(caller.client
      ? [{ which: "address" as const, key: `address:${caller.client}`, bucket: LOOKUP_BURSTS.address }]
      : []),
  ];
  const [first, ...rest] = buckets.map(({ key, bucket }) => take(db, key, bucket, now));
  // One round trip: the idle rows go, and each bucket is refilled and taken from in one statement.
  const [, ...taken] = await db.batch([forgetIdle(db, now), first!, ...rest]);
  const empty = buckets.findIndex((_, i) => (taken[i] as unknown[]).length === 0);
  if (empty === -1) return;
  // The other bucket gave its token for nothing: it is given back.
  await Promise.all(
    buckets
      .filter((_, i) => i !== empty && (taken[i] as unknown[]).length > 0)
      .map((b) => giveBack(db, b.key, b.bucket)),
  );
  const refused = buckets[empty]!;
  const seconds = await secondsUntilToken(db, refused.key, refused.bucket, now);
  throw new AppError("rate-limited", LOOKUP_BURST_MESSAGES[refused.which](seconds), {
    headers: { "Retry-After": String(seconds) },
  });
}

/** The bucket's tokens now: what it held, plus what refilled since, at most its capacity. */
function refilled(bucket: BurstBucket, now: Date): SQL<number> {
  return sql<number>`min(${bucket.capacity}, ${lookupBursts.tokens} + (${now.getTime()} - ${lookupBursts.updatedAt}) * 1.0 / ${bucket.refillMs})`;
}

/** Refills and takes one token in one statement; returns the row only when a token was there to take. */
function take(db: Db, key: string, bucket: BurstBucket, now: Date) {
  return db
    .insert(lookupBursts)
    .values({ key, tokens: bucket.capacity - 1, updatedAt: now })
    .onConflictDoUpdate({
      target: lookupBursts.key,
      set: { tokens: sql`${refilled(bucket, now)} - 1`, updatedAt: now },
      setWhere: sql`${refilled(bucket, now)} >= 1`,
    })
    .returning({ tokens: lookupBursts.tokens });
}

function giveBack(db: Db, key: string, bucket: BurstBucket) {
  return db
    .update(lookupBursts)
    .set({ tokens: sql`min(${bucket.capacity}, ${lookupBursts.tokens} + 1)` })
    .where(eq(lookupBursts.key, key));
}

function forgetIdle(db: Db, now: Date) {
  return db.delete(lookupBursts).where(lt(lookupBursts.updatedAt, new Date(now.getTime() - IDLE_MS)));
}

/** Whole seconds until the bucket holds a token again (at least 1). */
async function secondsUntilToken(db: Db, key: string, bucket: BurstBucket, now: Date): Promise<number> {
  const row = await db
    .select({ tokens: refilled(bucket, now) })
    .from(lookupBursts)
    .where(eq(lookupBursts.key, key))
    .get();
  const missing = Math.max(0, 1 - Number(row?.tokens ?? 0));
  return Math.max(1, Math.ceil((missing * bucket.refillMs) / 1000));
}
