// The consent form: which application asks, which kinds of data it would read (one box per scope
// it asked for; revenue starts unticked), Allow and Deny. A plain <form method="post">: it works
// without JavaScript, and posts back to the same URL, whose query is the authorisation request.
import { Button } from "~/components/ui/button";
import { SCOPE_TEXT, type Scope } from "../scopes";

export type ConsentView = { clientName: string; redirectHost: string; scopes: Scope[] };

export function ConsentForm({ view, email }: { view: ConsentView; email: string }) {
  return (
    <form method="post" className="space-y-4">
      {/* Allow is the form's submission; the Deny button adds deny=deny (React writes a button's
          value before its name, so the decision travels in a field, not in the Allow button). */}
      <input type="hidden" name="decision" value="allow" />
      <p className="text-sm">
        <strong>{view.clientName}</strong> (returning to <code>{view.redirectHost}</code>) asks to read your Vidwise
        data as <strong>{email}</strong>. It can only read: it cannot change anything, store results, spend your YouTube
        allowance or use up a free account&apos;s analysis.
      </p>
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold">What it may read</legend>
        {view.scopes.map((scope) => (
          <label key={scope} className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              name={`scope_${scope}`}
              value="yes"
              defaultChecked={scope !== "revenue"}
              className="mt-1"
            />
            <span>
              <strong className="capitalize">{scope}</strong>: {SCOPE_TEXT[scope]}
            </span>
          </label>
        ))}
      </fieldset>
      <p className="text-xs text-slate-600 dark:text-slate-300">
        You can disconnect it at any time in Account Settings. Changing your password disconnects every application.
      </p>
      <div className="flex gap-3">
        <Button type="submit" className="flex-1">
          Allow access
        </Button>
        <Button type="submit" name="deny" value="deny" variant="secondary" className="flex-1">
          Deny
        </Button>
      </div>
    </form>
  );
}
