import type { ReactNode } from "react";
import { Form, Link, href } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { StatsRow } from "~/components/ui/stat-tile";
import { FEEDBACK_TYPES, platformLabel } from "~/features/feedback/index";
import { wholeNumber } from "~/lib/format";
import type { AdminList, AdminStats, FeedbackListRow, OutboxRow, Paged, WaitlistListRow } from "./types";
import { withQuery } from "~/lib/links";
import { useViewerFormat } from "~/lib/use-viewer-format";

const LIST_LABELS: Record<AdminList, string> = { feedback: "Feedback", waitlist: "Waitlist", emails: "Emails" };

/** /admin's URL for a list, search and page; empty values are left out. */
export function adminHref(params: { list?: AdminList; q?: string; page?: number }) {
  const search = new URLSearchParams();
  if (params.list && params.list !== "feedback") search.set("list", params.list);
  if (params.q) search.set("q", params.q);
  if (params.page && params.page > 1) search.set("page", String(params.page));
  const text = search.toString();
  return text ? `${href("/admin")}?${text}` : href("/admin");
}

/** A list's CSV download (a resource route), filtered by the same search as the list. */
export function adminCsvHref(list: "feedback" | "waitlist", q: string) {
  return withQuery(list === "feedback" ? href("/admin/feedback.csv") : href("/admin/waitlist.csv"), { q });
}

/** "Nov 22, 2026, 2:03 PM UTC": in the admin's own zone and locale, decided by the root loader. */
function When({ iso }: { iso: string }) {
  const { dateTime } = useViewerFormat();
  return <time dateTime={iso}>{dateTime(iso)}</time>;
}

export function AdminStatsGrid({ stats }: { stats: AdminStats }) {
  return (
    <section aria-labelledby="admin-counts" className="space-y-3">
      <h2 id="admin-counts" className="text-lg font-semibold">
        Counts
      </h2>
      <StatsRow
        stats={[
          {
            label: "Users",
            value: wholeNumber(stats.users),
            hint: `${wholeNumber(stats.realUsers)} real · ${wholeNumber(stats.demoUsers)} demo`,
          },
          { label: "Waitlist", value: wholeNumber(stats.waitlist) },
          { label: "Feedback", value: wholeNumber(stats.feedback) },
          {
            label: "Emails",
            value: wholeNumber(stats.emailsSent + stats.emailsLogged + stats.emailsFailed),
            hint: `${wholeNumber(stats.emailsSent)} sent · ${wholeNumber(stats.emailsLogged)} logged · ${wholeNumber(stats.emailsFailed)} failed`,
          },
        ]}
      />
    </section>
  );
}

export function AdminTabs({ current, stats }: { current: AdminList; stats: AdminStats }) {
  const counts: Record<AdminList, number> = {
    feedback: stats.feedback,
    waitlist: stats.waitlist,
    emails: stats.emailsSent + stats.emailsLogged + stats.emailsFailed,
  };
  return (
    <nav aria-label="Admin lists" className="border-b border-slate-200 dark:border-slate-800">
      <ul className="-mb-px flex gap-1 overflow-x-auto">
        {(Object.keys(LIST_LABELS) as AdminList[]).map((list) => (
          <li key={list}>
            <Link
              to={adminHref({ list })}
              aria-current={list === current ? "page" : undefined}
              className={`inline-block whitespace-nowrap border-b-2 px-4 py-2 text-sm font-semibold ${
                list === current
                  ? "border-brand-600 text-brand-700 dark:border-brand-500 dark:text-brand-400"
                  : "border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-slate-100"
              }`}
            >
              {LIST_LABELS[list]} <span className="font-normal tabular-nums">({wholeNumber(counts[list])})</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A GET form: searching works without JavaScript and the URL can be shared. */
export function AdminSearch({ list, q, label }: { list: "feedback" | "waitlist"; q: string; label: string }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <Form method="get" action="/admin" role="search" className="flex w-full max-w-xl items-end gap-2">
        {list !== "feedback" ? <input type="hidden" name="list" value={list} /> : null}
        <div className="flex-1">
          <label
            htmlFor={`search-${list}`}
            className="mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200"
          >
            {label}
          </label>
          <input
            id={`search-${list}`}
            type="search"
            name="q"
            defaultValue={q}
            key={q}
            maxLength={200}
            className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 focus:border-brand-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400"
          />
        </div>
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </Form>
      <a href={adminCsvHref(list, q)} download className={buttonClass("secondary", "md", "shrink-0")}>
        Export CSV{q ? " (filtered)" : ""}
      </a>
    </div>
  );
}

export function AdminPagination({
  list,
  q,
  page,
  pageCount,
  total,
}: {
  list: AdminList;
  q: string;
  page: number;
  pageCount: number;
  total: number;
}) {
  const link = "font-semibold text-brand-700 underline dark:text-brand-400";
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-slate-600 dark:text-slate-400">
        Page {wholeNumber(page)} of {wholeNumber(pageCount)} · {wholeNumber(total)} {total === 1 ? "entry" : "entries"}
        {q ? ` matching “${q}”` : ""}
      </p>
      <div className="flex gap-4">
        {page > 1 ? (
          <Link to={adminHref({ list, q, page: page - 1 })} className={link} rel="prev">
            Previous page
          </Link>
        ) : null}
        {page < pageCount ? (
          <Link to={adminHref({ list, q, page: page + 1 })} className={link} rel="next">
            Next page
          </Link>
        ) : null}
      </div>
    </nav>
  );
}

function Table({ caption, headers, children }: { caption: string; headers: string[]; children: ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-700 dark:bg-slate-900 dark:text-slate-300">
          <tr>
            {headers.map((h) => (
              <th key={h} scope="col" className="whitespace-nowrap px-3 py-2 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">{children}</tbody>
      </table>
    </div>
  );
}

const cell = "px-3 py-2 align-top";

function NoRows({ q, what }: { q: string; what: string }) {
  return (
    <EmptyState title={q ? `No ${what} matches “${q}”` : `No ${what} yet`}>
      {q ? "Try a shorter or different search." : null}
    </EmptyState>
  );
}

export function FeedbackTable({ data, q }: { data: Paged<FeedbackListRow>; q: string }) {
  if (data.rows.length === 0) return <NoRows q={q} what="feedback" />;
  return (
    <Table caption="Feedback, newest first" headers={["Sent", "From", "Type", "Message"]}>
      {data.rows.map((row) => (
        <tr key={row.id}>
          <td className={`${cell} whitespace-nowrap tabular-nums`}>
            <When iso={row.createdAt} />
          </td>
          <td className={cell}>
            <span className="break-words font-medium">{row.email}</span>
            <span className="mt-1 flex flex-wrap gap-1 text-xs">
              <span className="rounded-full bg-slate-100 px-2 py-0.5 dark:bg-slate-800">
                {platformLabel(row.platform)}
              </span>
              <span className="rounded-full bg-slate-100 px-2 py-0.5 dark:bg-slate-800">{row.primaryTopic}</span>
              {row.isDemo ? (
                <span className="rounded-full bg-amber-100 px-2 py-0.5 text-amber-900 dark:bg-amber-950 dark:text-amber-200">
                  Demo
                </span>
              ) : null}
            </span>
          </td>
          <td className={`${cell} whitespace-nowrap`}>{FEEDBACK_TYPES[row.category]?.label ?? row.category}</td>
          <td className={`${cell} min-w-64 whitespace-pre-wrap break-words`}>{row.message}</td>
        </tr>
      ))}
    </Table>
  );
}

export function WaitlistTable({ data, q }: { data: Paged<WaitlistListRow>; q: string }) {
  if (data.rows.length === 0) return <NoRows q={q} what="waitlist entry" />;
  return (
    <Table caption="Waitlist, newest first" headers={["Joined", "Email", "Joined from"]}>
      {data.rows.map((row) => (
        <tr key={row.id}>
          <td className={`${cell} whitespace-nowrap tabular-nums`}>
            <When iso={row.createdAt} />
          </td>
          <td className={`${cell} break-words font-medium`}>{row.email}</td>
          <td className={cell}>{row.source}</td>
        </tr>
      ))}
    </Table>
  );
}

const STATUS_STYLES: Record<string, string> = {
  sent: "bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200",
  logged: "bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200",
  failed: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200",
};

export function OutboxTable({ rows }: { rows: OutboxRow[] }) {
  if (rows.length === 0) return <EmptyState title="No emails yet" />;
  return (
    <Table caption="Latest emails, newest first" headers={["Time", "To", "Subject", "Kind", "Status"]}>
      {rows.map((row) => (
        <tr key={row.id}>
          <td className={`${cell} whitespace-nowrap tabular-nums`}>
            <When iso={row.createdAt} />
          </td>
          <td className={`${cell} break-words`}>{row.to}</td>
          <td className={`${cell} break-words`}>{row.subject}</td>
          <td className={`${cell} whitespace-nowrap`}>{row.kind}</td>
          <td className={cell}>
            <span
              className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLES[row.status] ?? STATUS_STYLES.logged}`}
            >
              {row.status}
            </span>
            {row.error ? <span className="mt-1 block text-xs text-red-700 dark:text-red-400">{row.error}</span> : null}
          </td>
        </tr>
      ))}
    </Table>
  );
}
