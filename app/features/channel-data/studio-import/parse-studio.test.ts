import { describe, expect, it } from "vitest";
import { COLUMN_SPECS, matchColumns, normalizeHeader } from "./columns";
import {
  DEFAULT_MAX_BYTES,
  parseCell,
  parseDate,
  parseDuration,
  parseNumber,
  parsePublishTime,
  parseStudioExport,
  parseVideoId,
} from "./parse-studio";

const ID_A = "dQw4w9WgXcQ";
const ID_B = "-bcdefghijk";
const ID_C = "abc_DEF-123";

// The shape of a current Studio "Table data.csv" (Content tab, Advanced mode), every metric on.
const TABLE_HEADER = [
  "Content",
  "Video title",
  "Video publish time",
  "Duration",
  "Views",
  "Watch time (hours)",
  "Subscribers",
  "Subscribers gained",
  "Subscribers lost",
  "Average view duration",
  "Average percentage viewed (%)",
  "Impressions",
  "Impressions click-through rate (%)",
  "Unique viewers",
  "Your estimated revenue (USD)",
  "RPM (USD)",
  "CPM (USD)",
];

const TABLE = [
  TABLE_HEADER.join(","),
  "Total,,,,13542,640.1234,95,100,5,0:02:50,41.2,250000,4.8,9000,120.5,8.9,15.25",
  `${ID_A},"Tiamat, Queen of Dragons","Sep 20, 2026",812,"12,500",600.5,90,94,4,0:02:53,43.5,200000,5.22,8000,110.25,8.82,14.5`,
  ` ${ID_B},Strahd von Zarovich,"Aug 1, 2026",45,1042,39.6234,5,6,1,0:02:17,20,50000,2.1,1000,10.25,9.84,16`,
].join("\r\n");

describe("parseStudioExport: table data", () => {
  it("reads every column of a real-shaped Table data.csv", () => {
    const result = parseStudioExport("table", TABLE);
    expect(result.fileErrors).toEqual([]);
    expect(result.rowErrors).toEqual([]);
    expect(result.unknownColumns).toEqual([]);
    expect(result.warnings).toEqual([]);
    expect(result.detectedKind).toBe("table");
    expect(result.skipped).toEqual({ total: 1, empty: 0, invalid: 0, duplicate: 0 });
    expect(result.dataRows).toBe(3);
    expect(result.rows).toEqual([
      {
        videoYoutubeId: ID_A,
        views: 12500,
        watchTimeHours: 600.5,
        subscribersGained: 94,
        subscribersLost: 4,
        averageViewDurationSeconds: 173,
        averagePercentageViewed: 43.5,
        impressions: 200000,
        impressionsCtr: 5.22,
        uniqueViewers: 8000,
        estimatedRevenue: 110.25,
        rpm: 8.82,
        cpm: 14.5,
      },
      {
        videoYoutubeId: ID_B,
        views: 1042,
        watchTimeHours: 39.6234,
        subscribersGained: 6,
        subscribersLost: 1,
        averageViewDurationSeconds: 137,
        averagePercentageViewed: 20,
        impressions: 50000,
        impressionsCtr: 2.1,
        uniqueViewers: 1000,
        estimatedRevenue: 10.25,
        rpm: 9.84,
        cpm: 16,
      },
    ]);
    expect(result.videos).toEqual([
      {
        videoYoutubeId: ID_A,
        title: "Tiamat, Queen of Dragons",
        publishedAt: "2026-09-20T00:00:00.000Z",
        durationSeconds: 812,
      },
      {
        videoYoutubeId: ID_B,
        title: "Strahd von Zarovich",
        publishedAt: "2026-08-01T00:00:00.000Z",
        durationSeconds: 45,
      },
    ]);
    expect(result.total).toMatchObject({ views: 13542, watchTimeHours: 640.1234, averageViewDurationSeconds: 170 });
  });

  it("reads columns in any order, any subset and any case or spacing", () => {
    const text = [
      "  views ,CONTENT,Thumbnail Click-Through Rate(%),average view duration,Thumbnail impressions",
      ",Total,,,",
      `1 234,${ID_A},4.5,1:02:03,99`,
      `7,${ID_C},,4:05,`,
    ].join("\n");
    const result = parseStudioExport("table", text);
    expect(result.fileErrors).toEqual([]);
    expect(result.rowErrors).toEqual([]);
    expect(result.columns.map((c) => c.field)).toEqual([
      "views",
      "videoYoutubeId",
      "impressionsCtr",
      "averageViewDurationSeconds",
      "impressions",
    ]);
    expect(result.rows).toEqual([
      expect.objectContaining({
        videoYoutubeId: ID_A,
        views: 1234,
        impressionsCtr: 4.5,
        averageViewDurationSeconds: 3723,
        impressions: 99,
      }),
      expect.objectContaining({
        videoYoutubeId: ID_C,
        views: 7,
        impressionsCtr: null,
        averageViewDurationSeconds: 245,
        impressions: null,
      }),
    ]);
    // Metrics the file does not carry are null, never 0.
    expect(result.rows[0]!.watchTimeHours).toBeNull();
    expect(result.rows[0]!.estimatedRevenue).toBeNull();
    // No title / publish time / duration columns: no video details.
    expect(result.videos).toEqual([]);
  });

  it("accepts the current and the older spellings of renamed columns", () => {
    const current = parseStudioExport(
      "table",
      `Content,Thumbnail impressions,Thumbnail click-through rate (%),Estimated revenue (USD)\n${ID_A},10,2.5,1.5`,
    );
    const older = parseStudioExport(
      "table",
      `Video,Impressions,Impressions click-through rate (%),Your estimated revenue (USD)\n${ID_A},10,2.5,1.5`,
    );
    for (const result of [current, older]) {
      expect(result.fileErrors).toEqual([]);
      expect(result.rows[0]).toMatchObject({ impressions: 10, impressionsCtr: 2.5, estimatedRevenue: 1.5 });
    }
  });

  it("reads watch time given in minutes as hours", () => {
    const result = parseStudioExport("table", `Content,Watch time (minutes)\n${ID_A},90`);
    expect(result.rows[0]!.watchTimeHours).toBe(1.5);
  });

  it("skips the Total row without calling it an error, and counts it", () => {
    const result = parseStudioExport("table", `Content,Views\nTotal,10\n${ID_A},10`);
    expect(result.skipped.total).toBe(1);
    expect(result.rowErrors).toEqual([]);
    expect(result.rows).toHaveLength(1);
    expect(result.total?.views).toBe(10);
  });

  it("reports unknown columns and ignores them", () => {
    const text = `Content,Likes,Views,Comments added,,Engaged views\nTotal,1,2,3,,4\n${ID_A},5,6,7,,8`;
    const result = parseStudioExport("table", text);
    expect(result.unknownColumns).toEqual(["Likes", "Comments added", "Column 5 (no name)", "Engaged views"]);
    expect(result.rows).toEqual([expect.objectContaining({ videoYoutubeId: ID_A, views: 6 })]);
    expect(result.fileErrors).toEqual([]);
  });

  it("does not import net subscribers alone, and says why", () => {
    const result = parseStudioExport("table", `Content,Subscribers\n${ID_A},12`);
    expect(result.rows[0]).toMatchObject({ subscribersGained: null, subscribersLost: null });
    expect(result.warnings.join(" ")).toMatch(/"Subscribers" is the net change/);
    expect(result.unknownColumns).toEqual([]);
  });

  it("does not import revenue in another currency, and says why", () => {
    const result = parseStudioExport("table", `Content,Estimated revenue (EUR)\n${ID_A},12`);
    expect(result.rows[0]!.estimatedRevenue).toBeNull();
    expect(result.unknownColumns).toEqual(["Estimated revenue (EUR)"]);
    expect(result.warnings.join(" ")).toMatch(/EUR.*US dollars/);
  });

  it("lists text in number cells by row, column and reason, nulls those cells and keeps every row", () => {
    const text = [
      "Content,Views,Average view duration,Impressions click-through rate (%),Subscribers gained",
      "Total,30,0:01:00,5,3",
      `${ID_A},ten,0:01:00,5,1`,
      `${ID_B},10,soon,150,-2`,
      `${ID_C},10,0:01:00,5,1.5`,
    ].join("\n");
    const result = parseStudioExport("table", text);
    expect(result.fileErrors).toEqual([]);
    expect(result.rowErrors).toEqual([
      { row: 3, column: "Views", reason: '"ten" is not a number.' },
      { row: 4, column: "Average view duration", reason: '"soon" is not a duration (H:MM:SS, M:SS or seconds).' },
      { row: 4, column: "Impressions click-through rate (%)", reason: "150 is more than 100." },
      { row: 4, column: "Subscribers gained", reason: "-2 is negative; this column cannot be." },
      { row: 5, column: "Subscribers gained", reason: "1.5 is not a whole number." },
    ]);
    expect(
      result.rows.map((r) => [
        r.videoYoutubeId,
        r.views,
        r.averageViewDurationSeconds,
        r.impressionsCtr,
        r.subscribersGained,
      ]),
    ).toEqual([
      [ID_A, null, 60, 5, 1],
      [ID_B, 10, null, null, null],
      [ID_C, 10, 60, 5, null],
    ]);
    expect(result.skipped.invalid).toBe(0);
  });

  it("keeps a row's numbers but not a title longer than YouTube allows, and says why", () => {
    const emoji = "🎬".repeat(100);
    const text = [
      "Content,Video title,Views",
      `${ID_A},${"a".repeat(101)},10`,
      `${ID_B},${emoji},20`,
      `${ID_C},${"x".repeat(150_000)},30`,
    ].join("\n");
    const result = parseStudioExport("table", text);
    expect(result.rowErrors).toEqual([
      { row: 2, column: "Video title", reason: "Longer than YouTube's 100 characters: not a video title." },
      { row: 4, column: "Video title", reason: "Longer than YouTube's 100 characters: not a video title." },
    ]);
    // 100 emoji are 100 characters to YouTube, though 200 UTF-16 units.
    expect(result.videos.map((v) => [v.videoYoutubeId, v.title])).toEqual([
      [ID_A, null],
      [ID_B, emoji],
      [ID_C, null],
    ]);
    expect(result.rows.map((r) => r.views)).toEqual([10, 20, 30]);
  });

  it("drops rows whose video id is not a YouTube id, and lists them", () => {
    const text = `Content,Views\nTotal,3\nnot-an-id,1\n,2\n${ID_A},3\nYT_RELATED.${ID_C},4`;
    const result = parseStudioExport("table", text);
    expect(result.rows.map((r) => r.videoYoutubeId)).toEqual([ID_A]);
    expect(result.skipped.invalid).toBe(3);
    expect(result.rowErrors).toEqual([
      { row: 3, column: "Content", reason: '"not-an-id" is not a YouTube video id (11 letters, digits, "-" or "_").' },
      { row: 4, column: "Content", reason: "The video id is empty." },
      {
        row: 6,
        column: "Content",
        reason: `"YT_RELATED.${ID_C}" is not a YouTube video id (11 letters, digits, "-" or "_").`,
      },
    ]);
  });

  it("numbers rows as a spreadsheet does, counting a multi-line cell as one row", () => {
    const text = `Content,Video title,Views\n${ID_A},"line one\nline two",1\n${ID_B},x,oops`;
    const result = parseStudioExport("table", text);
    expect(result.rowErrors).toEqual([{ row: 3, column: "Views", reason: '"oops" is not a number.' }]);
  });

  it("keeps the later of two rows for the same video and reports it", () => {
    const text = `Content,Views\n${ID_A},1\n${ID_B},2\n${ID_A},3`;
    const result = parseStudioExport("table", text);
    expect(result.rows.map((r) => [r.videoYoutubeId, r.views])).toEqual([
      [ID_A, 3],
      [ID_B, 2],
    ]);
    expect(result.duplicates).toEqual([{ row: 4, replacedRow: 2, key: ID_A }]);
    expect(result.skipped.duplicate).toBe(1);
  });

  it("skips and counts blank rows", () => {
    const result = parseStudioExport("table", `Content,Views\n${ID_A},1\n,\n\n${ID_B},2\n`);
    expect(result.rows).toHaveLength(2);
    expect(result.skipped.empty).toBe(2);
    expect(result.dataRows).toBe(4);
  });

  it("reports rows with missing or extra cells but keeps them", () => {
    const result = parseStudioExport("table", `Content,Views,Impressions\n${ID_A},1\n${ID_B},2,3,4`);
    expect(result.rows.map((r) => [r.videoYoutubeId, r.views, r.impressions])).toEqual([
      [ID_A, 1, null],
      [ID_B, 2, 3],
    ]);
    expect(result.rowErrors).toEqual([
      {
        row: 2,
        column: "",
        reason: "This row has 2 cells but the header has 3 columns; the missing cells were read as empty.",
      },
      { row: 3, column: "Column 4", reason: "This cell is past the last named column and was ignored." },
    ]);
  });

  it("warns when the file has headers but no rows", () => {
    const result = parseStudioExport("table", "Content,Views\n");
    expect(result.fileErrors).toEqual([]);
    expect(result.rows).toEqual([]);
    expect(result.warnings).toEqual(["This file has column names but no data rows."]);
  });

  it("caps the listed row errors and counts the rest", () => {
    const lines = ["Content,Views"];
    for (let i = 0; i < 20; i++) lines.push(`${ID_A},x`);
    const result = parseStudioExport("table", lines.join("\n"), { maxRowErrors: 5 });
    expect(result.rowErrors).toHaveLength(5);
    expect(result.omittedRowErrors).toBe(15);
  });
});

describe("parseStudioExport: malformed files", () => {
  it("rejects an empty file", () => {
    for (const text of ["", "\uFEFF", "\n\n", " , \n"]) {
      const result = parseStudioExport("table", text);
      expect(result.fileErrors).toEqual(["This file is empty."]);
      expect(result.rows).toEqual([]);
    }
  });

  it("rejects a semicolon-separated file with a clear message", () => {
    const result = parseStudioExport("table", `Content;Video title;Views\n${ID_A};Title;12`);
    expect(result.fileErrors).toHaveLength(1);
    expect(result.fileErrors[0]).toMatch(
      /^This file is separated by semicolons, not commas\. Export it again from YouTube Studio/,
    );
    expect(result.rows).toEqual([]);
  });

  it("rejects a tab-separated file with a clear message", () => {
    const result = parseStudioExport("chart", `Date\tViews\n2026-09-01\t12`);
    expect(result.fileErrors[0]).toMatch(/^This file is separated by tabs, not commas/);
    expect(result.rows).toEqual([]);
  });

  it("rejects table data without a Content column, naming its first column", () => {
    const result = parseStudioExport("table", "Traffic source,Views\nTotal,10\nYouTube search,10");
    expect(result.fileErrors).toEqual([
      "This file has no \"Content\" column, which holds each video's id in YouTube Studio's Table data.csv. " +
        'Its first column is "Traffic source"; export from Analytics → Advanced mode with the table split by Content.',
    ]);
    expect(result.rows).toEqual([]);
  });

  it("hints at Studio's language when no column is recognised", () => {
    const result = parseStudioExport("table", "Contenu,Vues\nabc,1");
    expect(result.fileErrors[0]).toMatch(/switch it to English/);
    expect(result.unknownColumns).toEqual(["Contenu", "Vues"]);
  });

  it("rejects chart data without a Date column and says when it looks like table data", () => {
    const result = parseStudioExport("chart", `Content,Views\n${ID_A},1`);
    expect(result.fileErrors[0]).toMatch(/no "Date" column.*looks like Table data\.csv/);
    expect(result.detectedKind).toBe("table");
    expect(result.rows).toEqual([]);
  });

  it("rejects daily data given as table data", () => {
    const result = parseStudioExport("table", `Date,Content,Views\n2026-09-01,${ID_A},1`);
    expect(result.fileErrors[0]).toMatch(/has a "Date" column/);
    expect(result.detectedKind).toBe("chart");
    expect(result.rows).toEqual([]);
  });

  it("rejects a file with an unterminated quote", () => {
    const result = parseStudioExport("table", `Content,Video title,Views\n${ID_A},"Broken title,12\n${ID_B},ok,3\n`);
    expect(result.fileErrors).toEqual([
      'This file is damaged and cannot be read. Row 2 has a quoted cell, opened on line 2, that never closes: a closing quote (") is missing or the file was cut off.',
    ]);
    expect(result.rows).toEqual([]);
  });

  it("rejects a file over 5 MB with a message naming the limit, and no rows", () => {
    const header = "Content,Views\n";
    const row = `${ID_A},1\n`;
    const text = header + row.repeat(Math.ceil((DEFAULT_MAX_BYTES + 1) / row.length));
    expect(text.length).toBeGreaterThan(DEFAULT_MAX_BYTES);
    const result = parseStudioExport("table", text);
    expect(result.fileErrors).toHaveLength(1);
    expect(result.fileErrors[0]).toMatch(/^This file is (5 MB, )?over the 5 MB limit for a YouTube Studio export\./);
    expect(result.rows).toEqual([]);
    expect(result.videos).toEqual([]);
  });

  it("names the file's size when it is clearly over the limit, counting UTF-8 bytes", () => {
    // 1,000 characters, each three bytes in UTF-8.
    const result = parseStudioExport("table", "€".repeat(1000), { maxBytes: 2048 });
    expect(result.fileErrors).toEqual([
      "This file is 2.9 KB, over the 2 KB limit for a YouTube Studio export. Export a shorter date range or fewer videos and try again.",
    ]);
    expect(parseStudioExport("table", `Content\n${ID_A}`, { maxBytes: 2048 }).fileErrors).toEqual([]);
  });

  it("rejects a file with too many rows", () => {
    const result = parseStudioExport("table", `Content,Views\n${ID_A},1\n${ID_B},2\n${ID_C},3`, { maxRows: 2 });
    expect(result.fileErrors[0]).toMatch(/more than 2 rows/);
    expect(result.rows).toEqual([]);
  });
});

describe("parseStudioExport: chart and totals data", () => {
  it("reads per-video chart data with Studio's columns", () => {
    const text = [
      "Date,Content,Video title,Video publish time,Duration,Views",
      `2026-09-09,${ID_A},"Tiamat, Queen",Sep 1 2026,812,10`,
      `2026-09-10,${ID_A},"Tiamat, Queen",Sep 1 2026,812,30`,
      `"Sep 10, 2026",${ID_B},Strahd,"Aug 1, 2026",45,"1,007"`,
    ].join("\n");
    const result = parseStudioExport("chart", text);
    expect(result.fileErrors).toEqual([]);
    expect(result.rowErrors).toEqual([]);
    expect(result.detectedKind).toBe("chart");
    expect(result.rows.map((r) => [r.date, r.videoYoutubeId, r.views, r.watchTimeHours])).toEqual([
      ["2026-09-09", ID_A, 10, null],
      ["2026-09-10", ID_A, 30, null],
      ["2026-09-10", ID_B, 1007, null],
    ]);
    expect(result.videos).toEqual([
      { videoYoutubeId: ID_A, title: "Tiamat, Queen", publishedAt: "2026-09-01T00:00:00.000Z", durationSeconds: 812 },
      { videoYoutubeId: ID_B, title: "Strahd", publishedAt: "2026-08-01T00:00:00.000Z", durationSeconds: 45 },
    ]);
  });

  it("reads channel-level daily rows with a null video id", () => {
    const text = "Date,Views,Watch time (hours),Average view duration\n2026-09-09,100,2.5,0:01:30\n2026-09-10,,,\n";
    const result = parseStudioExport("chart", text);
    expect(result.detectedKind).toBe("totals");
    expect(result.rows).toEqual([
      expect.objectContaining({
        date: "2026-09-09",
        videoYoutubeId: null,
        views: 100,
        watchTimeHours: 2.5,
        averageViewDurationSeconds: 90,
      }),
      expect.objectContaining({ date: "2026-09-10", videoYoutubeId: null, views: null, watchTimeHours: null }),
    ]);
  });

  it("reads Totals.csv and skips a Total row of a table split by date", () => {
    const result = parseStudioExport("totals", "Date,Views\nTotal,30\n2026-09-09,10\n2026-09-10,20\n");
    expect(result.skipped.total).toBe(1);
    expect(result.rows.map((r) => [r.date, r.videoYoutubeId, r.views])).toEqual([
      ["2026-09-09", null, 10],
      ["2026-09-10", null, 20],
    ]);
  });

  it("drops rows with a bad date and keeps the later of two rows for the same day and video", () => {
    const text = `Date,Content,Views\n2026-02-30,${ID_A},1\n9/10/2026,${ID_A},1\n2026-09-10,${ID_A},2\n2026-09-10,${ID_A},3\n2026-09-10,${ID_B},4`;
    const result = parseStudioExport("chart", text);
    expect(result.rowErrors).toEqual([
      { row: 2, column: "Date", reason: '"2026-02-30" is not a real date.' },
      {
        row: 3,
        column: "Date",
        reason: '"9/10/2026" is not a date YouTube Studio writes (YYYY-MM-DD or "Sep 20, 2026").',
      },
    ]);
    expect(result.rows.map((r) => [r.videoYoutubeId, r.views])).toEqual([
      [ID_A, 3],
      [ID_B, 4],
    ]);
    expect(result.duplicates).toEqual([{ row: 5, replacedRow: 4, key: `2026-09-10 ${ID_A}` }]);
    expect(result.skipped).toEqual({ total: 0, empty: 0, invalid: 2, duplicate: 1 });
  });
});

describe("cell readers", () => {
  it("reads numbers with thousands separators and decimals", () => {
    const cases: [string, number][] = [
      ["1234", 1234],
      [" 1234.5 ", 1234.5],
      ["1,234", 1234],
      ["12,345,678.25", 12345678.25],
      ["1 234", 1234],
      ["1\u00A0234\u00A0567", 1234567],
      ["1\u202F234,5", 1234.5],
      ["1'234", 1234],
      ["1.234.567", 1234567],
      ["1.234,5", 1234.5],
      ["12,5", 12.5],
      ["1.234", 1.234],
      [".5", 0.5],
      ["-3", -3],
      ["-0", 0],
      ["1e3", 1000],
    ];
    for (const [text, value] of cases) expect(parseNumber(text), text).toEqual({ ok: true, value });
    for (const text of ["", "abc", "1,23,4", "12 34", "1.2.3", "--1", "1,234,5", "Infinity", "NaN", "0x10"]) {
      expect(parseNumber(text).ok, text).toBe(false);
    }
  });

  it("reads durations as H:MM:SS, M:SS or seconds", () => {
    expect(parseDuration("0:00:41")).toEqual({ ok: true, value: 41 });
    expect(parseDuration("1:02:03")).toEqual({ ok: true, value: 3723 });
    expect(parseDuration("12:05:00")).toEqual({ ok: true, value: 43500 });
    expect(parseDuration("4:05")).toEqual({ ok: true, value: 245 });
    expect(parseDuration("75:30")).toEqual({ ok: true, value: 4530 });
    expect(parseDuration("0:00:41.5")).toEqual({ ok: true, value: 41.5 });
    expect(parseDuration("812")).toEqual({ ok: true, value: 812 });
    expect(parseDuration("1:60").ok).toBe(false);
    expect(parseDuration("1:75:00").ok).toBe(false);
    expect(parseDuration("1::00").ok).toBe(false);
  });

  it("reads percentages without a sign, and tolerates one", () => {
    const ctr = COLUMN_SPECS.find((s) => s.field === "impressionsCtr")!;
    expect(parseCell(ctr, "5.22")).toEqual({ ok: true, value: 5.22 });
    expect(parseCell(ctr, "5.22 %")).toEqual({ ok: true, value: 5.22 });
    expect(parseCell(ctr, "100.5").ok).toBe(false);
    const viewed = COLUMN_SPECS.find((s) => s.field === "averagePercentageViewed")!;
    // Rewatched Shorts pass 100 %.
    expect(parseCell(viewed, "104.3")).toEqual({ ok: true, value: 104.3 });
  });

  it("reads money with an optional dollar sign; revenue may be negative, RPM may not", () => {
    const revenue = COLUMN_SPECS.find((s) => s.field === "estimatedRevenue")!;
    const rpm = COLUMN_SPECS.find((s) => s.field === "rpm")!;
    expect(parseCell(revenue, "$1,234.56")).toEqual({ ok: true, value: 1234.56 });
    expect(parseCell(revenue, "-0.12")).toEqual({ ok: true, value: -0.12 });
    expect(parseCell(rpm, "-0.12").ok).toBe(false);
  });

  it("reads dates in Studio's forms", () => {
    expect(parseDate("2026-09-20")).toEqual({ ok: true, value: "2026-09-20" });
    expect(parseDate("2026-9-2")).toEqual({ ok: true, value: "2026-09-02" });
    expect(parseDate("2026/09/20")).toEqual({ ok: true, value: "2026-09-20" });
    expect(parseDate("Sep 20, 2026")).toEqual({ ok: true, value: "2026-09-20" });
    expect(parseDate("Sept 20, 2026")).toEqual({ ok: true, value: "2026-09-20" });
    expect(parseDate("September 20 2026")).toEqual({ ok: true, value: "2026-09-20" });
    expect(parseDate("20 Sep 2026")).toEqual({ ok: true, value: "2026-09-20" });
    expect(parseDate("Feb 29, 2024")).toEqual({ ok: true, value: "2024-02-29" });
    expect(parseDate("Feb 29, 2026").ok).toBe(false);
    expect(parseDate("Foo 2, 2026").ok).toBe(false);
    expect(parseDate("09/20/2026").ok).toBe(false);
  });

  it("reads publish times with or without a time of day", () => {
    expect(parsePublishTime("Sep 20, 2026")).toEqual({ ok: true, value: "2026-09-20T00:00:00.000Z" });
    expect(parsePublishTime("2026-07-20 13:18:00")).toEqual({ ok: true, value: "2026-07-20T13:18:00.000Z" });
    expect(parsePublishTime("2026-07-20T13:18:05.25Z")).toEqual({ ok: true, value: "2026-07-20T13:18:05.250Z" });
    expect(parsePublishTime("2026-07-20 25:00").ok).toBe(false);
  });

  it("checks video ids", () => {
    expect(parseVideoId(" -bcdefghijk")).toEqual({ ok: true, value: "-bcdefghijk" });
    expect(parseVideoId("'-bcdefghijk")).toEqual({ ok: true, value: "-bcdefghijk" });
    expect(parseVideoId("dQw4w9WgXc").ok).toBe(false);
    expect(parseVideoId("dQw4w9WgXcQQ").ok).toBe(false);
    expect(parseVideoId("dQw4w9WgX!Q").ok).toBe(false);
  });
});

describe("columns", () => {
  it("normalises headers", () => {
    expect(normalizeHeader("  RPM(USD) ")).toBe("rpm(usd)");
    expect(normalizeHeader("Watch  time ( hours )")).toBe("watch time(hours)");
  });

  it("reports a repeated column and reads the first", () => {
    const match = matchColumns(["Content", "Views", "views"]);
    expect(match.byField.views?.index).toBe(1);
    expect(match.warnings).toEqual(['"views" (column 3) repeats "Views" (column 2); only the first was read.']);
  });
});

describe("performance", () => {
  it("reads 10,000 rows", () => {
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const idFor = (n: number) => {
      let id = "";
      for (let i = 0; i < 11; i++) {
        id += alphabet[n % 64];
        n = Math.floor(n / 64);
      }
      return id;
    };
    const lines = [TABLE_HEADER.join(","), "Total,,,,1,1,1,1,1,0:00:01,1,1,1,1,1,1,1"];
    for (let i = 0; i < 10_000; i++) {
      lines.push(
        `${idFor(i)},"Video ${i}, part two","Sep ${(i % 28) + 1}, 2026",${i % 3600},"${(i * 13).toLocaleString("en-US")}",${(i / 7).toFixed(4)},3,4,1,0:0${i % 10}:1${i % 10},${i % 100},${i * 20},${(i % 1000) / 100},${i},${(i / 3).toFixed(3)},1.5,2.5`,
      );
    }
    const result = parseStudioExport("table", lines.join("\r\n"));
    expect(result.fileErrors).toEqual([]);
    expect(result.rowErrors).toEqual([]);
    expect(result.rows).toHaveLength(10_000);
    expect(result.videos).toHaveLength(10_000);
    expect(result.skipped).toEqual({ total: 1, empty: 0, invalid: 0, duplicate: 0 });
    expect(result.rows[9_999]).toMatchObject({ videoYoutubeId: idFor(9_999), views: 129_987, uniqueViewers: 9_999 });
  });
});
