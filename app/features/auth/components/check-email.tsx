import type { ReactNode } from "react";

/**
 * What someone reads right after signing up: on the dashboard of a new account until it confirms
 * its address, and on the page a sign-up with an address that has an account lands on (its owner
 * is mailed a sign-in link instead). One sentence for both, so that page tells nobody the address
 * is taken. `email` is null when the address is not known (a hand-made URL).
 */
export function CheckEmailNotice({ email, children }: { email: string | null; children?: ReactNode }) {
  return (
    <div
      role="status"
      className="rounded-lg border border-sky-200 bg-sky-50 p-4 text-sm text-sky-950 dark:border-sky-900 dark:bg-sky-950 dark:text-sky-50"
    >
      <p className="font-medium">
        {email
          ? `Check your email: we sent a link to ${email} to confirm it.`
          : "Check your email: we sent a link to the address you gave to confirm it."}
      </p>
      {children}
    </div>
  );
}
