// The body of an email's unsubscribe page (the surge alerts', the weekly digest's): what the link
// will stop and a confirm button (a plain form post with the link's token: opening the link
// changes nothing, mail scanners open links too), then the outcome, and the way to Account Settings.
import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { ErrorBox } from "~/components/ui/error-box";

export type UnsubscribeState = { token: string | null; error: string | null; done: boolean };

export function UnsubscribePanel({
  state,
  confirm,
  done,
  settingsHref,
}: {
  state: UnsubscribeState;
  /** What the button stops, in the mail's own words. */
  confirm: string;
  /** Said once unsubscribed (a sentence, or a sentence and what to do to opt in again). */
  done: ReactNode;
  settingsHref: string;
}) {
  const busy = useNavigation().state !== "idle";
  return (
    <>
      {state.done ? (
        done
      ) : state.error ? (
        <ErrorBox>{state.error}</ErrorBox>
      ) : (
        <Form method="post" className="space-y-4">
          <p className="text-sm text-slate-700 dark:text-slate-300">{confirm}</p>
          <input type="hidden" name="token" value={state.token ?? ""} />
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? "Unsubscribing…" : "Unsubscribe"}
          </Button>
        </Form>
      )}
      <p className="mt-6 text-center text-sm">
        <Link to={settingsHref} className="font-semibold text-brand-700 underline dark:text-brand-400">
          Account Settings
        </Link>
      </p>
    </>
  );
}

/** The done message, announced politely. */
export function Unsubscribed({ children }: { children: ReactNode }) {
  return (
    <p
      role="status"
      className="rounded-lg bg-green-50 p-3 text-sm font-medium text-green-900 dark:bg-green-950 dark:text-green-100"
    >
      {children}
    </p>
  );
}
