// What /admin reads: counts, the waitlist and the feedback (searchable, paginated, exportable)
// and the latest outgoing emails. Admin-only: callers go through requireAdmin first.
import { type SQL, and, count, desc, eq, lt, or, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Db } from "~/lib/db/client.server";
import { emailOutbox } from "~/lib/email/tables";
import { feedback } from "~/features/feedback/index.server";
import { users } from "~/lib/auth/tables";
import { waitlistEmails } from "~/features/waitlist/index.server";
import { FEEDBACK_TYPES } from "~/features/feedback/index";
import { PRODUCT_NAME } from "~/lib/brand";
import { type CsvColumn, csvRow } from "~/lib/csv-write";
import {
  ADMIN_LISTS,
  ADMIN_PAGE_SIZE,
  type AdminList,
  type AdminQuery,
  type AdminStats,
  type FeedbackListRow,
  OUTBOX_SHOWN,
  type OutboxRow,
  type Paged,
  type WaitlistListRow,
} from "./types";

/** Rows read per query while streaming an export: memory stays flat however long the list. */
const EXPORT_CHUNK = 500;
const MAX_QUERY_LENGTH = 200;

/** Reads ?list=, ?q= and ?page= leniently: anything odd falls back to the first page of feedback. */
export function parseAdminQuery(url: URL): AdminQuery {
  const list = url.searchParams.get("list");
  const page = Number.parseInt(url.searchParams.get("page") ?? "1", 10);
  return {
    list: (ADMIN_LISTS as readonly string[]).includes(list ?? "") ? (list as AdminList) : "feedback",
    q: (url.searchParams.get("q") ?? "").trim().slice(0, MAX_QUERY_LENGTH),
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, 1_000_000) : 1,
  };
}

/** `%text%` for LIKE, with LIKE's own wildcards (and the escape character) taken literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A parameterised, case-insensitive (for ASCII) substring match. */
function contains(column: SQLiteColumn, text: string): SQL {
  return sql`${column} LIKE ${likePattern(text)} ESCAPE '\\'`;
}

const feedbackFilter = (q: string) => (q ? or(contains(feedback.email, q), contains(feedback.message, q)) : undefined);
const waitlistFilter = (q: string) => (q ? contains(waitlistEmails.email, q) : undefined);

export async function adminStats(db: Db): Promise<AdminStats> {
  const [userRows, waitlist, feedbackCount, emailRows] = await Promise.all([
    db.select({ isDemo: users.isDemo, n: count() }).from(users).groupBy(users.isDemo),
    db.select({ n: count() }).from(waitlistEmails).get(),
    db.select({ n: count() }).from(feedback).get(),
    db.select({ status: emailOutbox.status, n: count() }).from(emailOutbox).groupBy(emailOutbox.status),
  ]);
  const demoUsers = userRows.find((r) => r.isDemo)?.n ?? 0;
  const realUsers = userRows.find((r) => !r.isDemo)?.n ?? 0;
  const emails = (status: string) => emailRows.find((r) => r.status === status)?.n ?? 0;
  return {
    users: realUsers + demoUsers,
    realUsers,
    demoUsers,
    waitlist: waitlist?.n ?? 0,
    feedback: feedbackCount?.n ?? 0,
    emailsSent: emails("sent"),
    emailsLogged: emails("logged"),
    emailsFailed: emails("failed"),
  };
}

function pageOf(total: number, requested: number) {
  const pageCount = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
  const page = Math.min(requested, pageCount);
  return { page, pageCount, offset: (page - 1) * ADMIN_PAGE_SIZE };
}

const feedbackColumns = {
  id: feedback.id,
  email: feedback.email,
  category: feedback.category,
  message: feedback.message,
  platform: feedback.platform,
  primaryTopic: feedback.primaryTopic,
  isDemo: feedback.isDemo,
  createdAt: feedback.createdAt,
};

export async function feedbackPage(db: Db, q: string, requestedPage: number): Promise<Paged<FeedbackListRow>> {
  const where = feedbackFilter(q);
  const total = (await db.select({ n: count() }).from(feedback).where(where).get())?.n ?? 0;
  const { page, pageCount, offset } = pageOf(total, requestedPage);
  const rows = await db
    .select(feedbackColumns)
    .from(feedback)
    .where(where)
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset(offset);
  return { rows: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })), total, page, pageCount };
}

const waitlistColumns = {
  id: waitlistEmails.id,
  email: waitlistEmails.email,
  source: waitlistEmails.source,
  createdAt: waitlistEmails.createdAt,
};

export async function waitlistPage(db: Db, q: string, requestedPage: number): Promise<Paged<WaitlistListRow>> {
  const where = waitlistFilter(q);
  const total = (await db.select({ n: count() }).from(waitlistEmails).where(where).get())?.n ?? 0;
  const { page, pageCount, offset } = pageOf(total, requestedPage);
  const rows = await db
    .select(waitlistColumns)
    .from(waitlistEmails)
    .where(where)
    .orderBy(desc(waitlistEmails.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset(offset);
  return { rows: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })), total, page, pageCount };
}

/** The latest emails, without their bodies: a reset email's text holds a live sign-in link. */
export async function latestEmails(db: Db): Promise<OutboxRow[]> {
  const rows = await db
    .select({
      id: emailOutbox.id,
      to: emailOutbox.to,
      subject: emailOutbox.subject,
      kind: emailOutbox.kind,
      status: emailOutbox.status,
      error: emailOutbox.error,
      createdAt: emailOutbox.createdAt,
    })
    .from(emailOutbox)
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(OUTBOX_SHOWN);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

// ---------------------------------------------------------------------------------------------
// Exports. Rows are read newest first in chunks, each chunk starting after the last row of the
// one before (keyset paging), so rows added during a download cannot shift or repeat rows.

type FeedbackExportRow = Omit<FeedbackListRow, "createdAt"> & { createdAt: Date };
type WaitlistExportRow = Omit<WaitlistListRow, "createdAt"> & { createdAt: Date };

const FEEDBACK_CSV: CsvColumn<FeedbackExportRow>[] = [
  { header: "created_at", value: (r) => r.createdAt },
  { header: "email", value: (r) => r.email },
  { header: "category", value: (r) => FEEDBACK_TYPES[r.category]?.label ?? r.category },
  { header: "message", value: (r) => r.message },
  { header: "platform", value: (r) => r.platform },
  { header: "primary_topic", value: (r) => r.primaryTopic },
  { header: "is_demo", value: (r) => (r.isDemo ? "yes" : "no") },
  { header: "id", value: (r) => r.id },
];

const WAITLIST_CSV: CsvColumn<WaitlistExportRow>[] = [
  { header: "created_at", value: (r) => r.createdAt },
  { header: "email", value: (r) => r.email },
  { header: "source", value: (r) => r.source },
];

function csvStream<T>(columns: CsvColumn<T>[], nextChunk: (after: T | null) => Promise<T[]>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let last: T | null = null;
  let started = false;
  let done = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        // A byte-order mark so spreadsheets read the file as UTF-8.
        controller.enqueue(encoder.encode(`\uFEFF${csvRow(columns.map((c) => c.header))}`));
        return;
      }
      if (done) return;
      const rows = await nextChunk(last);
      if (rows.length > 0) {
        last = rows[rows.length - 1]!;
        controller.enqueue(encoder.encode(rows.map((row) => csvRow(columns.map((c) => c.value(row)))).join("")));
      }
      if (rows.length < EXPORT_CHUNK) {
        done = true;
        controller.close();
      }
    },
  });
}

export function feedbackCsv(db: Db, q: string) {
  const filter = feedbackFilter(q);
  return csvStream(FEEDBACK_CSV, (after) =>
    db
      .select(feedbackColumns)
      .from(feedback)
      .where(
        and(
          filter,
          after
            ? or(
                lt(feedback.createdAt, after.createdAt),
                and(eq(feedback.createdAt, after.createdAt), lt(feedback.id, after.id)),
              )
            : undefined,
        ),
      )
      .orderBy(desc(feedback.createdAt), desc(feedback.id))
      .limit(EXPORT_CHUNK),
  );
}

export function waitlistCsv(db: Db, q: string) {
  const filter = waitlistFilter(q);
  return csvStream(WAITLIST_CSV, (after) =>
    db
      .select(waitlistColumns)
      .from(waitlistEmails)
      .where(and(filter, after ? lt(waitlistEmails.id, after.id) : undefined))
      .orderBy(desc(waitlistEmails.id))
      .limit(EXPORT_CHUNK),
  );
}

export function csvResponse(list: "feedback" | "waitlist", body: ReadableStream<Uint8Array>, now = new Date()) {
  return new Response(body, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${PRODUCT_NAME.toLowerCase()}-${list}-${now.toISOString().slice(0, 10)}.csv"`,
      "cache-control": "no-store",
    },
  });
}
