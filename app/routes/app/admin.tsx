import { data, href, redirect } from "react-router";
import { getEnv } from "~/context";
import {
  AdminPagination,
  AdminSearch,
  AdminStatsGrid,
  AdminTabs,
  FeedbackTable,
  OutboxTable,
  WaitlistTable,
} from "~/features/admin/index";
import { adminStats, feedbackPage, latestEmails, parseAdminQuery, waitlistPage } from "~/features/admin/index.server";
import { requireAdmin } from "~/features/admin/index.server";
import { BillingSummary, QuotaSummary } from "~/features/admin/index";
import { quotaBudget, quotaReport } from "~/features/channel-data/index.server";
import { quotaDay } from "~/features/channel-data/index";
import { WRITE_UNITS, writeBudget, writesByDay } from "~/features/youtube-actions/index.server";
import { subscriptionStats } from "~/features/admin/index.server";
import { OUTBOX_SHOWN } from "~/features/admin/index";
import { PRODUCT_NAME } from "~/lib/brand";
import { getDb } from "~/lib/db/client.server";
import { withQuery } from "~/lib/links";
import type { Route } from "./+types/admin";

export const meta: Route.MetaFunction = () => [
  { title: `Admin · ${PRODUCT_NAME}` },
  { name: "robots", content: "noindex, nofollow" },
];

// Admins only (ADMIN_EMAILS); anyone else gets 404, before any data is read.
const adminOnly: Route.MiddlewareFunction = ({ request, context }) => {
  requireAdmin(context, request);
};

// The CSV downloads are resource routes (/admin/feedback.csv, /admin/waitlist.csv); the old
// ?export= links still work: they are sent there with their ?q= filter.
const oldCsvLinks: Route.MiddlewareFunction = ({ request }, next) => {
  const url = new URL(request.url);
  const exportList = url.searchParams.get("export");
  // An unknown list is the loader's 404 (shown inside the app's shell).
  if (exportList !== "feedback" && exportList !== "waitlist") return next();
  const path = exportList === "feedback" ? href("/admin/feedback.csv") : href("/admin/waitlist.csv");
  throw redirect(withQuery(path, { q: url.searchParams.get("q") }), 302);
};

export const middleware: Route.MiddlewareFunction[] = [adminOnly, oldCsvLinks];

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request);
  if (new URL(request.url).searchParams.has("export")) throw data(null, { status: 404, statusText: "Not Found" });
  const env = getEnv(context);
  const db = getDb(env);
  const query = parseAdminQuery(new URL(request.url));
  const [stats, billing, quota, writeDays, feedback, waitlist, emails] = await Promise.all([
    adminStats(db),
    subscriptionStats(db),
    quotaReport(db, quotaBudget(env)),
    writesByDay(db, 30),
    query.list === "feedback" ? feedbackPage(db, query.q, query.page) : null,
    query.list === "waitlist" ? waitlistPage(db, query.q, query.page) : null,
    query.list === "emails" ? latestEmails(db) : null,
  ]);
  const writes = { budget: writeBudget(env), unitsPerWrite: WRITE_UNITS, days: writeDays, today: quotaDay(new Date()) };
  return { query, stats, billing, quota, writes, feedback, waitlist, emails };
}

export default function AdminPage({ loaderData }: Route.ComponentProps) {
  const { query, stats, billing, quota, writes, feedback, waitlist, emails } = loaderData;
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">Admin</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-300">
          Who signed up, who pays, who is waiting, and what creators tell us.
        </p>
      </header>
      <AdminStatsGrid stats={stats} />
      <BillingSummary stats={billing} />
      <QuotaSummary report={quota} writes={writes} />
      <AdminTabs current={query.list} stats={stats} />
      {feedback ? (
        <section aria-label="Feedback" className="space-y-4">
          <AdminSearch list="feedback" q={query.q} label="Search feedback by email or message" />
          <FeedbackTable data={feedback} q={query.q} />
          <AdminPagination
            list="feedback"
            q={query.q}
            page={feedback.page}
            pageCount={feedback.pageCount}
            total={feedback.total}
          />
        </section>
      ) : null}
      {waitlist ? (
        <section aria-label="Waitlist" className="space-y-4">
          <AdminSearch list="waitlist" q={query.q} label="Search the waitlist by email" />
          <WaitlistTable data={waitlist} q={query.q} />
          <AdminPagination
            list="waitlist"
            q={query.q}
            page={waitlist.page}
            pageCount={waitlist.pageCount}
            total={waitlist.total}
          />
        </section>
      ) : null}
      {emails ? (
        <section aria-label="Emails" className="space-y-4">
          <p className="text-sm text-slate-600 dark:text-slate-400">
            The latest {OUTBOX_SHOWN} emails the product sent. Their text is not shown here: a reset email holds a live
            link.
          </p>
          <OutboxTable rows={emails} />
        </section>
      ) : null}
    </div>
  );
}
