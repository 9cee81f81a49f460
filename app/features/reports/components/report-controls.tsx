// The report page's controls, hidden in print: the channel and period picker (a GET form with a
// Show button, so it works without JavaScript) and sharing the report with a client by link (plain
// POST forms; the copy button is the one part that needs JavaScript, the link stays selectable).
import { Form, Link, useNavigation } from "react-router";
import { CopyButton } from "~/components/ui/copy-button";
import { PERIOD_DAYS } from "../engine/figures";
import {
  CHANNEL_PICKER_LABEL,
  SHARE_CREATE_INTENT,
  SHARE_EXPLAINED,
  SHARE_LIFETIME_NOTE,
  SHARE_LINK_DAYS,
  SHARE_RENEW_INTENT,
  SHARE_REPLACE_NOTE,
  SHARE_REVOKE_INTENT,
  shareExpiredOn,
  shareWorksUntil,
} from "../messages";

// The report page is white on screen and on paper, whatever the app's theme: no dark variants.
const CONTROL = "rounded-md border border-slate-400 bg-white px-2 py-1 text-sm text-slate-900";
const BUTTON = "rounded-md border border-slate-400 bg-white px-3 py-1 text-sm font-semibold text-slate-900";
const PRIMARY = "rounded-md bg-brand-700 px-3 py-1 text-sm font-semibold text-white hover:bg-brand-800";

/** Which report the page shows: what the picker starts on and what the share forms name. */
export type ShownReport = {
  /** The YouTube channel id shown, or null without a channel. */
  channelId: string | null;
  days: number;
  /** `?workspace=` to keep (another workspace than the acting one), else null. */
  workspaceParam: string | null;
};

export function ReportPicker({
  channels,
  shown,
}: {
  channels: readonly { id: string; title: string }[];
  shown: ShownReport;
}) {
  return (
    <Form
      method="get"
      action="/reports/client"
      // Keyed by the report shown, so the picker starts on it after each navigation.
      key={`${shown.channelId}-${shown.days}`}
      aria-label="Choose the report"
      className="flex flex-wrap items-center gap-2 text-sm"
    >
      {channels.length ? (
        <>
          <label htmlFor="report-channel" className="font-medium">
            {CHANNEL_PICKER_LABEL}
          </label>
          <select
            id="report-channel"
            name="channel"
            defaultValue={shown.channelId ?? undefined}
            className={`${CONTROL} max-w-full`}
          >
            {channels.map((channel) => (
              <option key={channel.id} value={channel.id}>
                {channel.title}
              </option>
            ))}
          </select>
        </>
      ) : null}
      <label htmlFor="report-period" className="font-medium">
        Period
      </label>
      <select id="report-period" name="period" defaultValue={String(shown.days)} className={CONTROL}>
        {PERIOD_DAYS.map((days) => (
          <option key={days} value={days}>
            Last {days} days
          </option>
        ))}
      </select>
      {shown.workspaceParam ? <input type="hidden" name="workspace" value={shown.workspaceParam} /> : null}
      <button type="submit" className={BUTTON}>
        Show
      </button>
    </Form>
  );
}

export type ShareState = {
  sharedSince: string | null;
  expiresAt: string | null;
  expired: boolean;
  mayShare: boolean;
  refusal: string | null;
  others: readonly { channelId: string; title: string; days: number; expiresAt: string; expired: boolean }[];
};

/** An ISO time's day, as the page names days (UTC, like the report's period). */
const dayOf = (iso: string) => iso.slice(0, 10);

/** What the share forms' action answered: a new link (shown once), a stopped one, or a refusal. */
export type ShareResult = { ok: boolean; message: string; url: string | null } | null;

function ReportFields({ shown, intent }: { shown: ShownReport; intent: string }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="period" value={shown.days} />
      {shown.channelId ? <input type="hidden" name="channel" value={shown.channelId} /> : null}
      {shown.workspaceParam ? <input type="hidden" name="workspace" value={shown.workspaceParam} /> : null}
    </>
  );
}

function reportHref(channelId: string, days: number, workspaceParam: string | null) {
  const query = new URLSearchParams({ period: String(days), channel: channelId });
  if (workspaceParam) query.set("workspace", workspaceParam);
  return `/reports/client?${query}`;
}

export function SharePanel({
  share,
  shown,
  channelTitle,
  result,
}: {
  share: ShareState;
  shown: ShownReport;
  channelTitle: string | null;
  result: ShareResult;
}) {
  const intent = useNavigation().formData?.get("intent");
  if (!channelTitle) return null;
  return (
    <section aria-labelledby="share-title" className="mt-4 rounded-lg border border-slate-300 p-4">
      <h2 id="share-title" className="text-base font-semibold">
        Share with your client
      </h2>
      <p className="mt-1 text-sm text-slate-700">{SHARE_EXPLAINED}</p>
      {result?.url ? (
        <div role="status" className="mt-3 rounded-md bg-green-50 p-3 text-sm text-green-900">
          <p>{result.message}</p>
          <label htmlFor="shared-report-url" className="mt-2 block font-medium">
            Link to {channelTitle}, last {shown.days} days
          </label>
          <div className="mt-1 flex flex-wrap items-center gap-2">
            <input
              id="shared-report-url"
              readOnly
              value={result.url}
              data-testid="shared-report-url"
              className={`${CONTROL} w-full min-w-0 flex-1 font-mono text-xs`}
              onFocus={(event) => event.currentTarget.select()}
            />
            <CopyButton text={result.url} label="Copy link" />
          </div>
        </div>
      ) : result ? (
        <p
          role={result.ok ? "status" : "alert"}
          className={`mt-3 rounded-md p-3 text-sm ${result.ok ? "bg-green-50 text-green-900" : "bg-red-50 text-red-900"}`}
        >
          {result.message}
        </p>
      ) : null}
      {share.sharedSince ? (
        <p className="mt-3 text-sm" data-testid="report-shared-since">
          {share.expired
            ? `This report (${channelTitle}, last ${shown.days} days) was shared by link on ${dayOf(share.sharedSince)}.`
            : `This report (${channelTitle}, last ${shown.days} days) has been shared by link since ${dayOf(share.sharedSince)}.`}{" "}
          <span data-testid="report-share-expiry">
            {share.expiresAt
              ? share.expired
                ? shareExpiredOn(dayOf(share.expiresAt))
                : shareWorksUntil(dayOf(share.expiresAt))
              : null}
          </span>
        </p>
      ) : null}
      {share.mayShare ? (
        <div className="mt-3 flex flex-wrap items-start gap-3">
          <Form method="post" className="flex flex-col gap-1">
            <ReportFields shown={shown} intent={SHARE_CREATE_INTENT} />
            <button type="submit" className={PRIMARY} disabled={intent === SHARE_CREATE_INTENT}>
              {share.sharedSince ? "Make a new link" : "Share with a link"}
            </button>
            {share.sharedSince ? <span className="max-w-xs text-xs text-slate-600">{SHARE_REPLACE_NOTE}</span> : null}
          </Form>
          {share.sharedSince ? (
            <Form method="post">
              <ReportFields shown={shown} intent={SHARE_REVOKE_INTENT} />
              <button type="submit" className={BUTTON} disabled={intent === SHARE_REVOKE_INTENT}>
                Stop sharing
              </button>
            </Form>
          ) : null}
          {share.sharedSince ? (
            <Form method="post">
              <ReportFields shown={shown} intent={SHARE_RENEW_INTENT} />
              <button type="submit" className={BUTTON} disabled={intent === SHARE_RENEW_INTENT}>
                {share.expired ? "Renew the link" : `Keep it working ${SHARE_LINK_DAYS} more days`}
              </button>
            </Form>
          ) : null}
          <p className="w-full text-xs text-slate-600">{SHARE_LIFETIME_NOTE}</p>
        </div>
      ) : share.refusal ? (
        <p className="mt-3 text-sm text-slate-600">{share.refusal}</p>
      ) : null}
      {share.others.length ? (
        <div className="mt-3 text-sm">
          <p>Also shared by link in this workspace:</p>
          <ul className="mt-1 list-disc pl-5">
            {share.others.map((other) => (
              <li key={`${other.channelId}-${other.days}`}>
                <Link to={reportHref(other.channelId, other.days, shown.workspaceParam)} className="underline">
                  {other.title}, last {other.days} days
                </Link>{" "}
                ({other.expired ? `expired on ${dayOf(other.expiresAt)}` : `until ${dayOf(other.expiresAt)}`})
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
