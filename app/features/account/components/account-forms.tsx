import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ErrorBox } from "~/components/ui/error-box";
import { FormOutcome } from "~/components/ui/form-outcome";
import { TextField } from "~/components/ui/text-field";
import { MIN_PASSWORD_LENGTH } from "~/features/auth/index";
import { ACCOUNT_MESSAGES, DEFAULT_TOPIC } from "../messages";
import { useViewerFormat } from "~/lib/use-viewer-format";

export type CardResult = { ok: boolean; message: string; field?: string } | null;

function useBusy(intent: string) {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
}

// The channel itself is asked for once, in the channel card (connecting it is what makes it
// the channel); settings hold the topic. `refusal`: the role's words when this person may not
// change the workspace's settings (a viewer), who then reads the topic and who may change it.
export function SettingsCard({
  primaryTopic,
  result,
  refusal = null,
}: {
  primaryTopic: string;
  result: CardResult;
  refusal?: string | null;
}) {
  const busy = useBusy("settings");
  if (refusal) {
    return (
      <Card>
        <h2 className="text-lg font-semibold">Content Intelligence Settings</h2>
        <dl className="mt-4 space-y-3 text-sm">
          <div>
            <dt className="text-slate-600 dark:text-slate-400">Platform</dt>
            <dd className="font-medium">YouTube</dd>
          </div>
          <div>
            <dt className="text-slate-600 dark:text-slate-400">Primary topic</dt>
            <dd className="font-medium">{primaryTopic || DEFAULT_TOPIC}</dd>
          </div>
        </dl>
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
          An owner or manager of this workspace sets the primary topic that trends and ideas follow.
        </p>
      </Card>
    );
  }
  return (
    <Card>
      <h2 className="text-lg font-semibold">Content Intelligence Settings</h2>
      <Form method="post" className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="settings" />
        <div>
          <span className="mb-1 block text-sm font-medium">Platform</span>
          <span className="inline-flex rounded-full bg-red-50 px-3 py-1 text-sm font-semibold text-red-800 dark:bg-red-950 dark:text-red-100">
            YouTube
          </span>
        </div>
        <TextField
          label="Primary topic"
          name="primaryTopic"
          defaultValue={primaryTopic}
          maxLength={100}
          hint="Trends and ideas follow this topic. Left empty, it is 'content creation'."
        />
        <FormOutcome result={result} />
        <Button type="submit" disabled={busy}>
          {busy ? "Saving..." : "Save settings"}
        </Button>
      </Form>
    </Card>
  );
}

export function PasswordCard({
  isDemo,
  passwordSet,
  result,
}: {
  isDemo: boolean;
  passwordSet: boolean;
  result: CardResult;
}) {
  const busy = useBusy("password");
  const fieldError = (name: string) => (result && !result.ok && result.field === name ? result.message : null);
  return (
    <Card id="security">
      <h2 className="text-lg font-semibold">Security</h2>
      {isDemo ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">Demo accounts have no password.</p>
      ) : (
        <Form method="post" className="mt-4 space-y-4" noValidate key={result?.ok ? "done" : "form"}>
          <input type="hidden" name="intent" value="password" />
          {passwordSet ? (
            <TextField
              label="Current password"
              name="currentPassword"
              type="password"
              autoComplete="current-password"
              required
              error={fieldError("currentPassword")}
            />
          ) : (
            <p
              role="status"
              className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
            >
              {ACCOUNT_MESSAGES.noPasswordYet}
            </p>
          )}
          <TextField
            label="New password"
            name="newPassword"
            type="password"
            autoComplete="new-password"
            required
            minLength={MIN_PASSWORD_LENGTH}
            hint={`At least ${MIN_PASSWORD_LENGTH} characters. Your other sessions are signed out.`}
            error={fieldError("newPassword")}
          />
          <TextField
            label="Confirm new password"
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            required
            error={fieldError("confirmPassword")}
          />
          {result && (result.ok || !result.field) ? <FormOutcome result={result} /> : null}
          <Button type="submit" disabled={busy}>
            {busy ? "Updating..." : passwordSet ? "Update password" : "Set password"}
          </Button>
        </Form>
      )}
    </Card>
  );
}

export type SessionRow = { key: string; current: boolean; createdAt: string; device: string };

export function SessionsCard({
  sessions,
  apiAccessCount,
  result,
}: {
  sessions: SessionRow[];
  apiAccessCount: number;
  result: CardResult;
}) {
  const busy = useBusy("sign-out-others");
  const { date } = useViewerFormat();
  const others = sessions.filter((s) => !s.current).length;
  return (
    <Card>
      <h2 className="text-lg font-semibold">Active sessions</h2>
      <ul className="mt-3 divide-y divide-slate-200 text-sm dark:divide-slate-700">
        {sessions.map((s) => (
          <li key={s.key} className="flex items-center justify-between py-2">
            <span>
              {s.device}
              {s.current ? (
                <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold dark:bg-slate-800">
                  This device
                </span>
              ) : null}
            </span>
            <span className="text-slate-600 dark:text-slate-400">since {date(s.createdAt)}</span>
          </li>
        ))}
      </ul>
      <FormOutcome result={result} />
      {others > 0 || apiAccessCount > 0 ? (
        <Form method="post" className="mt-3 space-y-3">
          <input type="hidden" name="intent" value="sign-out-others" />
          {apiAccessCount > 0 ? (
            <label className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                name="revokeApiAccess"
                value="yes"
                className="mt-1"
                defaultChecked={others === 0}
              />
              <span>
                Also disconnect every application and revoke every API token ({apiAccessCount}): each would need to be
                connected or made again.
              </span>
            </label>
          ) : null}
          <Button type="submit" variant="secondary" disabled={busy}>
            {others > 0 ? `Sign out ${others} other session${others === 1 ? "" : "s"}` : "Sign out elsewhere"}
          </Button>
        </Form>
      ) : null}
    </Card>
  );
}

/** `refusal`: working in someone else's workspace, deleting would mean theirs: the words say where to go. */
export function DeleteAccountCard({ result, refusal = null }: { result: CardResult; refusal?: string | null }) {
  const busy = useBusy("delete-account");
  if (refusal) {
    return (
      <Card className="border-red-200 dark:border-red-900">
        <h2 className="text-lg font-semibold text-red-800 dark:text-red-300">Delete account</h2>
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{refusal}</p>
      </Card>
    );
  }
  return (
    <Card className="border-red-200 dark:border-red-900">
      <h2 className="text-lg font-semibold text-red-800 dark:text-red-300">Delete account</h2>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
        This removes your account and everything in your workspace: channel data, imports, feedback. It cannot be
        undone.
      </p>
      <p className="mt-2 text-sm font-medium text-slate-700 dark:text-slate-300">
        {ACCOUNT_MESSAGES.deleteCancelsSubscription}
      </p>
      <Form method="post" className="mt-4 space-y-3">
        <input type="hidden" name="intent" value="delete-account" />
        <TextField
          label="Your password, to confirm"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={result && !result.ok && result.field === "password" ? result.message : null}
        />
        {/* Not the password's fault (Stripe could not cancel the subscription): said above the button. */}
        {result && !result.ok && result.field !== "password" ? <ErrorBox>{result.message}</ErrorBox> : null}
        <Button type="submit" variant="danger" disabled={busy}>
          {busy ? "Deleting..." : "Delete my account"}
        </Button>
      </Form>
    </Card>
  );
}

export function EmailVerificationCard({
  verified,
  justVerified,
  result,
}: {
  verified: boolean;
  justVerified: boolean;
  result: CardResult;
}) {
  const busy = useBusy("resend-verification");
  if (verified) {
    return justVerified ? (
      <Card>
        <p role="status" className="text-sm font-medium text-emerald-800 dark:text-emerald-300">
          Your email address is confirmed. Market searches and trend keywords are open to you.
        </p>
      </Card>
    ) : null;
  }
  return (
    <Card className="border-amber-300 dark:border-amber-800">
      <h2 className="text-lg font-semibold">Confirm your email address</h2>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
        We sent you a link when you signed up. Until you follow it, your own channel data works as usual, but market
        searches and trend keywords (which spend a YouTube allowance everyone shares) stay closed.
      </p>
      <Form method="post" className="mt-4 space-y-3">
        <input type="hidden" name="intent" value="resend-verification" />
        <FormOutcome result={result} />
        <Button type="submit" variant="secondary" disabled={busy}>
          {busy ? "Sending..." : "Send a new link"}
        </Button>
      </Form>
    </Card>
  );
}
