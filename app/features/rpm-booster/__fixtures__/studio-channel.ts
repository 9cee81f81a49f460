// A small hand-built channel whose answer is known, as YouTube Studio would export it: five
// 10-minute videos at $4 per 1,000 views and five 5-minute ones at $2 (10,000 views each), and
// 56 days of channel totals at 1,000 views and $3 a day, ending yesterday.
//
// By hand: the videos blend to $300 on 100,000 views = $3.00; half the views are in the shorter
// group, 25 points move to the longer one: 3 + 0.25 × (4 − 2) = $3.50, a ratio of 3.5 ÷ 3 applied
// to the channel's current $3.00 → $3.50, worth (3.50 − 3.00) × 28,000 ÷ 1,000 = $14.00 a month.
const DAY = 86_400_000;
const TITLES = ["Alpha", "Bravo", "Charlie", "Delta", "Echo", "Foxtrot", "Golf", "Hotel", "India", "Juliet"];

export const LONG_IDS = ["longVideo00", "longVideo01", "longVideo02", "longVideo03", "longVideo04"];
export const SHORT_IDS = ["midVideo000", "midVideo001", "midVideo002", "midVideo003", "midVideo004"];

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** "Table data.csv": the ten videos, published 30–210 days ago. */
export function tableDataCsv(now = Date.now()): string {
  const rows = [...LONG_IDS, ...SHORT_IDS].map((id, i) => {
    const long = i < 5;
    const revenue = long ? 40 : 20;
    return [
      id,
      `${TITLES[i]} walkthrough`,
      isoDay(now - (30 + i * 20) * DAY),
      long ? 600 : 300,
      10_000,
      revenue,
      (revenue / 10_000) * 1000,
    ].join(",");
  });
  return [
    "Content,Video title,Video publish time,Duration,Views,Estimated revenue (USD),RPM (USD)",
    "Total,,,,100000,300,3",
    ...rows,
  ].join("\n");
}

/** "Totals.csv": the channel's 56 days ending yesterday. */
export function totalsCsv(now = Date.now()): string {
  const rows: string[] = [];
  for (let ago = 56; ago >= 1; ago--) rows.push(`${isoDay(now - ago * DAY)},1000,3,3`);
  return ["Date,Views,Estimated revenue (USD),RPM (USD)", ...rows].join("\n");
}

/** Runs one statement in a workspace's own store (tests/helpers.ts's storeRun). */
export type StoreRun = (teamChannelId: string, sql: string, ...params: (string | number | null)[]) => Promise<void>;

/**
 * The same channel written straight into rows (as an import would leave them), for tests that do
 * not go through the import form: the videos and the analytics in the workspace's own store
 * (decision 012). Returns the number of rows written.
 */
export async function seedLengthChannel(teamChannelId: string, storeRun: StoreRun, now = Date.now()): Promise<number> {
  // A store statement binds at most 100 values, as D1's: one row a statement.
  const storeWrites: [string, ...(string | number)[]][] = [];
  [...LONG_IDS, ...SHORT_IDS].forEach((id, i) => {
    const long = i < 5;
    const revenue = long ? 40 : 20;
    storeWrites.push([
      "INSERT INTO videos (workspace_id, id, channel_id, title, published_at, duration_seconds, is_short) VALUES (?, ?, '', ?, ?, ?, 0)",
      teamChannelId,
      id,
      `${TITLES[i]} walkthrough`,
      now - (30 + i * 20) * DAY,
      long ? 600 : 300,
    ]);
    storeWrites.push([
      "INSERT INTO video_analytics (workspace_id, video_id, views, estimated_revenue, rpm, updated_at) VALUES (?, ?, 10000, ?, ?, ?)",
      teamChannelId,
      id,
      revenue,
      (revenue / 10_000) * 1000,
      now,
    ]);
  });
  for (let ago = 56; ago >= 1; ago--) {
    storeWrites.push([
      "INSERT INTO daily_analytics (workspace_id, video_id, date, views, estimated_revenue, rpm) VALUES (?, '', ?, 1000, 3, 3)",
      teamChannelId,
      isoDay(now - ago * DAY),
    ]);
  }
  for (const [sql, ...params] of storeWrites) await storeRun(teamChannelId, sql, ...params);
  return storeWrites.length;
}
