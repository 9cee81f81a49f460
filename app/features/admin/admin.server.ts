// What /admin reads: counts, the waitlist and the feedback (searchable, paginated, exportable)
// and the latest outgoing emails. Admin-only: callers go through requireAdmin first.
import { count, desc } from "drizzle-orm";
import type { Db } from "~/lib/db/client.server";
import { emailOutbox } from "~/lib/email/tables";
import { feedbackCountForAdmin, feedbackForAdmin } from "~/features/feedback/index.server";
import { users } from "~/lib/auth/tables";
import { waitlistCountForAdmin, waitlistForAdmin } from "~/features/waitlist/index.server";
import { FEEDBACK_TYPES } from "~/features/feedback/index";
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

/** `%text%` for LIKE (shared: app/lib/db/text-search.ts). */
export { likePattern } from "~/lib/db/text-search";

export async function adminStats(db: Db): Promise<AdminStats> {
  const [userRows, waitlist, feedbackCount, emailRows] = await Promise.all([
    db.select({ isDemo: users.isDemo, n: count() }).from(users).groupBy(users.isDemo),
    waitlistCountForAdmin(db),
    feedbackCountForAdmin(db),
    db.select({ status: emailOutbox.status, n: count() }).from(emailOutbox).groupBy(emailOutbox.status),
  ]);
  const demoUsers = userRows.find((r) => r.isDemo)?.n ?? 0;
  const realUsers = userRows.find((r) => !r.isDemo)?.n ?? 0;
  const emails = (status: string) => emailRows.find((r) => r.status === status)?.n ?? 0;
  return {
    users: realUsers + demoUsers,
    realUsers,
    demoUsers,
    waitlist,
    feedback: feedbackCount,
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

export async function feedbackPage(db: Db, q: string, requestedPage: number): Promise<Paged<FeedbackListRow>> {
  const total = await feedbackCountForAdmin(db, q);
  const { page, pageCount, offset } = pageOf(total, requestedPage);
  const rows = await feedbackForAdmin(db, q, { limit: ADMIN_PAGE_SIZE, offset });
  return { rows: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })), total, page, pageCount };
}

export async function waitlistPage(db: Db, q: string, requestedPage: number): Promise<Paged<WaitlistListRow>> {
  const total = await waitlistCountForAdmin(db, q);
  const { page, pageCount, offset } = pageOf(total, requestedPage);
  const rows = await waitlistForAdmin(db, q, { limit: ADMIN_PAGE_SIZE, offset });
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

function csvStream<T>(
  columns: CsvColumn<T>[],
  nextChunk: (after: T | null) => Promise<T[]>,
): ReadableStream<Uint8Array> {
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
  return csvStream(FEEDBACK_CSV, (after) => feedbackForAdmin(db, q, { limit: EXPORT_CHUNK, after }));
}

export function waitlistCsv(db: Db, q: string) {
  return csvStream(WAITLIST_CSV, (after) =>
    waitlistForAdmin(db, q, { limit: EXPORT_CHUNK, afterId: after?.id ?? null }),
  );
}
