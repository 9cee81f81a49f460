import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { AgreementNote } from "~/components/legal/agreement-note";
import { GOOGLE_PERMISSIONS_URL, PRIVACY_PATH } from "~/lib/legal";
import { ErrorBox } from "~/components/ui/error-box";
import type { GoogleConnectionView } from "../connection.server";
import { ALLOW_CHANGES_LABEL, GOOGLE_DISCONNECT_INTENT, GOOGLE_MESSAGES } from "../messages";

const SYNC_LABELS = {
  queued: "Import queued",
  running: "Importing YouTube Analytics history",
  done: "Up to date",
  failed: "Import stopped",
} as const;

type Result = { ok: boolean; message: string } | null;

/**
 * The connect form is a plain document POST (no client-side navigation): its answer is a
 * redirect to Google's consent screen, another site, with or without JavaScript.
 */
function ConnectForm({
  label,
  revenue = false,
  changes = false,
}: {
  label: string;
  revenue?: boolean;
  changes?: boolean;
}) {
  return (
    <form method="post" action="/google/connect" className="mt-4 space-y-3">
      <label className="flex items-start gap-2 text-sm">
        <input type="checkbox" name="includeRevenue" value="1" defaultChecked={revenue} className="mt-1 h-4 w-4" />
        <span>
          Include revenue (estimated revenue, CPM and RPM). Google asks for the extra &quot;monetary&quot; permission
          only when this is ticked.
        </span>
      </label>
      <AllowChangesBox checked={changes} />
      <AgreementNote action="connecting" />
      <Button type="submit">{label}</Button>
    </form>
  );
}

/** The consent to changes: Google is asked for the write scope only when this is ticked. */
function AllowChangesBox({ checked }: { checked: boolean }) {
  return (
    <label className="flex items-start gap-2 text-sm">
      <input
        type="checkbox"
        name="allowChanges"
        value="1"
        defaultChecked={checked}
        aria-describedby="allow-changes-note"
        className="mt-1 h-4 w-4"
      />
      <span>
        {ALLOW_CHANGES_LABEL}
        <span id="allow-changes-note" className="block text-slate-600 dark:text-slate-400">
          Lets an owner or manager of this workspace, when they press the button for it, set a title test&apos;s titles
          and thumbnails on your videos, hold comments read as spam for review (and release them), and post a reply you
          wrote or approved. Nothing is ever deleted or rejected, every change is in the activity log, and Google asks
          for the extra &quot;manage your YouTube account&quot; permission only when this is ticked.
        </span>
      </span>
    </label>
  );
}

export function GoogleConnectionCard({
  view,
  isDemo,
  flash,
  result,
  refusal = null,
}: {
  view: GoogleConnectionView;
  isDemo: boolean;
  flash: string | null;
  result: Result;
  /** The role's words when this person may not change connections (a viewer): the state, without its forms. */
  refusal?: string | null;
}) {
  const navigation = useNavigation();
  const disconnecting = navigation.state !== "idle" && navigation.formData?.get("intent") === GOOGLE_DISCONNECT_INTENT;
  const connection = view.connection;
  return (
    <Card>
      <h2 className="text-lg font-semibold">Connect with Google</h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Read your own YouTube Analytics (watch time, subscribers gained and lost, traffic sources and, if you allow it,
        revenue) straight from Google instead of Studio CSV exports. Read-only unless you allow changes below: without
        that consent Vidwise never changes your channel.
      </p>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400" data-testid="google-revoke-note">
        You can revoke access at any time with Disconnect below or on{" "}
        <a
          href={GOOGLE_PERMISSIONS_URL}
          rel="noopener noreferrer"
          className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-400"
        >
          Google&apos;s third-party access page
        </a>
        . What we read and keep:{" "}
        <Link to={PRIVACY_PATH} className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-400">
          Privacy Policy
        </Link>
        .
      </p>
      {flash ? (
        <p
          role="status"
          className="mt-3 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100"
        >
          {flash}
        </p>
      ) : null}
      {result ? (
        result.ok ? (
          <p
            role="status"
            className="mt-3 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100"
          >
            {result.message}
          </p>
        ) : (
          <div className="mt-3">
            <ErrorBox>{result.message}</ErrorBox>
          </div>
        )
      ) : null}
      {isDemo ? (
        <p className="mt-4 text-sm">{GOOGLE_MESSAGES.demo}</p>
      ) : refusal && view.configured && !connection ? (
        <p className="mt-4 text-sm" data-testid="google-role-note">
          Not connected. An owner or manager of this workspace can connect it with Google.
        </p>
      ) : !view.configured && !connection ? (
        <p className="mt-4 text-sm">
          {GOOGLE_MESSAGES.notConfigured} The YouTube Studio CSV import below keeps working.
        </p>
      ) : connection ? (
        <div className="mt-4 space-y-3 text-sm">
          <dl className="grid gap-2 sm:grid-cols-3">
            <div>
              <dt className="text-slate-600 dark:text-slate-400">Channel</dt>
              <dd className="font-semibold break-words">{connection.channelTitle ?? connection.channelId}</dd>
            </div>
            <div>
              <dt className="text-slate-600 dark:text-slate-400">Status</dt>
              <dd className="font-semibold">
                {connection.status === "active" ? "Connected" : "Access revoked or expired"}
              </dd>
            </div>
            <div>
              <dt className="text-slate-600 dark:text-slate-400">Revenue</dt>
              <dd className="font-semibold">{connection.includeRevenue ? "Included" : "Not included"}</dd>
            </div>
            <div>
              <dt className="text-slate-600 dark:text-slate-400">Changes on YouTube</dt>
              <dd className="font-semibold" data-testid="google-changes">
                {connection.changesAllowed ? "Allowed" : "Not allowed (read-only)"}
              </dd>
            </div>
          </dl>
          {connection.status === "active" && !refusal && view.configured ? (
            <details className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
              <summary className="cursor-pointer font-medium">
                {connection.changesAllowed ? "Withdraw consent to changes" : ALLOW_CHANGES_LABEL}
              </summary>
              <p className="mt-2 text-slate-600 dark:text-slate-400">
                {connection.changesAllowed
                  ? "Reconnect with the box unticked: Vidwise keeps reading and stops making changes."
                  : "Reconnect with the box ticked: Google asks you for the permission, and the connection keeps its imported history."}
              </p>
              <ConnectForm
                label="Reconnect with Google"
                revenue={connection.includeRevenue}
                changes={!connection.changesAllowed}
              />
            </details>
          ) : null}
          {connection.status === "active" ? (
            <div aria-live="polite" className="space-y-1">
              <p>
                {SYNC_LABELS[connection.syncState]}
                {connection.steps && connection.syncState !== "done"
                  ? ` · step ${connection.steps.done} of ${connection.steps.total}`
                  : ""}
                {connection.syncedThrough ? ` · synced through ${connection.syncedThrough}` : ""}
              </p>
              {connection.syncError ? <p className="text-red-700 dark:text-red-400">{connection.syncError}</p> : null}
              {connection.unavailable.length > 0 ? (
                <p className="text-slate-600 dark:text-slate-400">
                  Not available from YouTube for this channel: {connection.unavailable.join(", ")} (shown as not
                  measured, never as zero).
                </p>
              ) : null}
            </div>
          ) : refusal ? (
            <p>Google no longer accepts this connection. An owner or manager of this workspace can reconnect it.</p>
          ) : (
            <>
              <ErrorBox title="Reconnect needed">
                Google no longer accepts this connection (it was revoked in your Google account, or expired). Reconnect
                to keep your analytics up to date.
              </ErrorBox>
              {view.configured ? (
                <ConnectForm
                  label="Reconnect with Google"
                  revenue={connection.includeRevenue}
                  changes={connection.changesAllowed}
                />
              ) : (
                <p>{GOOGLE_MESSAGES.notConfigured}</p>
              )}
            </>
          )}
          {refusal ? (
            <p className="text-slate-600 dark:text-slate-400" data-testid="google-role-note">
              An owner or manager of this workspace can disconnect it.
            </p>
          ) : (
            <Form method="post" className="pt-1">
              <input type="hidden" name="intent" value={GOOGLE_DISCONNECT_INTENT} />
              <Button type="submit" variant="secondary" disabled={disconnecting}>
                {disconnecting ? "Disconnecting…" : "Disconnect Google"}
              </Button>
            </Form>
          )}
        </div>
      ) : (
        <ConnectForm label="Connect with Google" />
      )}
    </Card>
  );
}
