// Shared search allowance: one account, or one network address, cannot spend everyone's share;
// the trends job, on its own pool, is not counted against anyone.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  SEARCHES_PER_CLIENT_PER_DAY,
  SEARCHES_PER_WORKSPACE_PER_DAY,
  createD1QuotaGate,
} from "~/features/channel-data/quota-gate.server";
import { QuotaRefusedError } from "~/features/channel-data/youtube/quota";
import { getDb } from "~/lib/db/client.server";

const db = getDb(env);
const budget = { dailyUnits: 10_000, dailySearchCalls: 1_000, dailyTrendSearches: 100 };

async function searches(gate: ReturnType<typeof createD1QuotaGate>, count: number) {
  let made = 0;
  for (let i = 0; i < count; i++) {
    try {
      await gate.reserve("search.list", 1);
      made += 1;
    } catch (error) {
      if (!(error instanceof QuotaRefusedError)) throw error;
    }
  }
  return made;
}

describe("per-caller search budgets", () => {
  it("stops one account at its daily share, and not the next account", async () => {
    const mine = createD1QuotaGate(db, budget, { teamChannelId: "ws-greedy", client: "client-a" });
    expect(await searches(mine, SEARCHES_PER_WORKSPACE_PER_DAY + 5)).toBe(SEARCHES_PER_WORKSPACE_PER_DAY);
    const other = createD1QuotaGate(db, budget, { teamChannelId: "ws-other", client: "client-b" });
    expect(await searches(other, 1)).toBe(1);
  });

  it("stops many accounts from one address at the address's share", async () => {
    let made = 0;
    for (let i = 0; i < 5; i++) {
      made += await searches(
        createD1QuotaGate(db, budget, { teamChannelId: `ws-sybil-${i}`, client: "client-sybil" }),
        10,
      );
    }
    expect(made).toBe(SEARCHES_PER_CLIENT_PER_DAY);
  });

  it("does not count the trends job against anyone, and units are not limited per caller", async () => {
    const trends = createD1QuotaGate(db, budget, { searchPool: "trends" });
    expect(await searches(trends, 40)).toBe(40);
    const gate = createD1QuotaGate(db, budget, { teamChannelId: "ws-units", client: "client-units" });
    for (let i = 0; i < 50; i++) await gate.reserve("videos.list", 1);
  });
});

describe("the quota ledger", () => {
  it("keeps a day's calls of one method, workspace and caller as one row with their count and units", async () => {
    const job = createD1QuotaGate(db, budget, { teamChannelId: "ws-ledger" });
    const person = createD1QuotaGate(db, budget, { teamChannelId: "ws-ledger", client: "client-ledger" });
    for (let i = 0; i < 3; i++) await job.reserve("videos.list", 1);
    await job.reserve("playlistItems.list", 1);
    for (let i = 0; i < 2; i++) await person.reserve("search.list", 100);
    const rows = await env.DB.prepare(
      "SELECT method, client, calls, units FROM quota_ledger WHERE workspace_id = 'ws-ledger' ORDER BY method",
    ).all();
    // 3 + 1 + 2 calls, in three rows: a job's calls (no caller) and a person's are kept apart.
    expect(rows.results).toEqual([
      { method: "playlistItems.list", client: null, calls: 1, units: 1 },
      { method: "search.list", client: "client-ledger", calls: 2, units: 200 },
      { method: "videos.list", client: null, calls: 3, units: 3 },
    ]);
  });
});
