import { useState } from "react";
import type { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { ErrorBox } from "~/components/ui/error-box";
import { TextField } from "~/components/ui/text-field";
import { WAITLIST_MESSAGES } from "../messages";
import { useHydrated } from "~/lib/use-hydrated";
import { AccessDemoButton } from "~/components/welcome/access-demo-button";

// The server's pattern (lib/validation.ts, which this client bundle must not import: it brings zod).
const EMAIL_PATTERN = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/;

/** The /waitlist action's answer; a refusal carries the address back so the field keeps it. */
export type WaitlistResult = { ok: true } | { ok: false; error: string; email?: string } | undefined;

export function WaitlistSuccess() {
  return (
    <div
      role="status"
      className="rounded-lg border border-green-200 bg-green-50 p-4 text-green-900 dark:border-green-900 dark:bg-green-950 dark:text-green-100"
    >
      <p className="text-lg font-semibold">{WAITLIST_MESSAGES.success}</p>
      <p className="mt-1 text-sm">{WAITLIST_MESSAGES.successDetail}</p>
    </div>
  );
}

/**
 * The waitlist form shared by the /waitlist page (a plain <Form>) and the welcome dialog
 * (a fetcher's Form). Both post `email` to /waitlist, whose action does the work.
 */
export function WaitlistForm({
  FormComponent,
  submitting,
  result,
  source,
  autoFocus = false,
}: {
  FormComponent: typeof Form;
  submitting: boolean;
  result: WaitlistResult;
  source: string;
  autoFocus?: boolean;
}) {
  // Starts from a refused address when there is one: without JavaScript a refusal renders the
  // page afresh, and the visitor should correct what they typed rather than type it again.
  const [email, setEmail] = useState(() => (result && !result.ok ? (result.email ?? "") : ""));
  const [clientError, setClientError] = useState<string | null>(null);
  const hydrated = useHydrated();

  if (result?.ok) return <WaitlistSuccess />;
  const error = clientError ?? (result && !result.ok ? result.error : null);

  return (
    <div className="space-y-4">
      <FormComponent
        method="post"
        action="/waitlist"
        noValidate
        onSubmit={(event) => {
          // Checked here first so a typo costs no request; the action checks again.
          if (!EMAIL_PATTERN.test(email.trim())) {
            event.preventDefault();
            setClientError(WAITLIST_MESSAGES.invalid);
            return;
          }
          setClientError(null);
        }}
        className="space-y-3"
      >
        <input type="hidden" name="source" value={source} />
        {/* Honeypot: hidden from people and screen readers; bots fill it in. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label>
            Website
            <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </div>
        <TextField
          label="Email address"
          name="email"
          type="email"
          autoComplete="email"
          required
          placeholder="you@example.com"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setClientError(null);
          }}
          disabled={submitting}
          autoFocus={autoFocus}
        />
        {error ? <ErrorBox>{error}</ErrorBox> : null}
        {/* Enabled until hydration so the form works without JavaScript; then an empty field disables it. */}
        <Button type="submit" size="lg" className="w-full" disabled={submitting || (hydrated && email.trim() === "")}>
          {submitting ? "Joining..." : "Join Waitlist"}
        </Button>
      </FormComponent>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        We respect your privacy. Your email is never shared with third parties.
      </p>
      {/* A <div>, not a <p>: the demo button is a <form>, which a paragraph cannot hold. */}
      <div className="text-center text-sm">
        <AccessDemoButton asLink label="Or try our demo instead" />
      </div>
    </div>
  );
}
