// Account Settings' API access card: the applications connected through OAuth (MCP clients) with
// "Disconnect", and personal API tokens: create (named, scoped, shown once), last used, revoke.
// Plain forms posting to the account page's action: they work without JavaScript.
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ErrorBox } from "~/components/ui/error-box";
import { TextField } from "~/components/ui/text-field";
import { useViewerFormat } from "~/lib/use-viewer-format";
import { SCOPES, SCOPE_TEXT, type Scope } from "../scopes";

/** The intents this card posts (the same strings as account-actions.server.ts, which checks them). */
const INTENT = {
  createToken: "api-token-create",
  revokeToken: "api-token-revoke",
  revokeClient: "api-client-revoke",
} as const;

export type ApiAccessView = {
  /** The MCP server's full address, to paste into an assistant's settings. */
  mcpUrl: string;
  /** Why this account cannot create tokens or connect clients (demo, unconfirmed), or null. */
  refusal: string | null;
  clients: { grantId: string; clientName: string; scopes: Scope[]; connectedAt: string; lastUsedAt: string | null }[];
  tokens: {
    id: string;
    name: string;
    scopes: Scope[];
    createdAt: string;
    expiresAt: string;
    lastUsedAt: string | null;
  }[];
};
export type ApiAccessOutcome = { ok: boolean; message: string; token?: string } | null;

export function ApiAccessCard({ view, result }: { view: ApiAccessView; result: ApiAccessOutcome }) {
  const format = useViewerFormat();
  return (
    <Card>
      <h2 className="text-lg font-semibold">API access</h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        AI assistants connect through Vidwise&apos;s MCP server at <code className="break-all">{view.mcpUrl}</code> and
        can only read; scripts use personal tokens on <code>/api</code> to read and to run analyses of what they send,
        which count against your plan like the app&apos;s. Changing your password disconnects them all.
      </p>
      {result ? (
        result.ok ? (
          <div
            role="status"
            className="mt-4 rounded-lg bg-green-50 p-3 text-sm text-green-900 dark:bg-green-950 dark:text-green-100"
          >
            <p>{result.message}</p>
            {result.token ? (
              <p className="mt-2 break-all font-mono" data-testid="new-api-token">
                {result.token}
              </p>
            ) : null}
          </div>
        ) : (
          <div className="mt-4">
            <ErrorBox>{result.message}</ErrorBox>
          </div>
        )
      ) : null}

      <h3 className="mt-6 font-semibold">Connected applications</h3>
      {view.clients.length === 0 ? (
        <p className="mt-2 text-sm">No application is connected.</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200 text-sm dark:divide-slate-700">
          {view.clients.map((c) => (
            <li key={c.grantId} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                <strong>{c.clientName}</strong> · {c.scopes.join(", ")} · connected {format.dateTime(c.connectedAt)} ·
                last used {c.lastUsedAt ? format.dateTime(c.lastUsedAt) : "never"}
              </span>
              <Form method="post">
                <input type="hidden" name="intent" value={INTENT.revokeClient} />
                <input type="hidden" name="id" value={c.grantId} />
                <Button type="submit" variant="secondary" size="sm">
                  Disconnect {c.clientName}
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      )}

      <h3 className="mt-6 font-semibold">Personal API tokens</h3>
      {view.tokens.length === 0 ? (
        <p className="mt-2 text-sm">No token yet.</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200 text-sm dark:divide-slate-700">
          {view.tokens.map((t) => (
            <li key={t.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                <strong>{t.name}</strong> · {t.scopes.join(", ")} · created {format.date(t.createdAt)} · expires{" "}
                {format.date(t.expiresAt)} · last used {t.lastUsedAt ? format.dateTime(t.lastUsedAt) : "never"}
              </span>
              <Form method="post">
                <input type="hidden" name="intent" value={INTENT.revokeToken} />
                <input type="hidden" name="id" value={t.id} />
                <Button type="submit" variant="secondary" size="sm">
                  Revoke {t.name}
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      {view.refusal ? (
        <p className="mt-4 text-sm">{view.refusal}</p>
      ) : (
        <Form method="post" className="mt-4 space-y-3">
          <input type="hidden" name="intent" value={INTENT.createToken} />
          <TextField
            label="Token name"
            name="name"
            maxLength={60}
            required
            hint="What the token is for, e.g. weekly report script."
          />
          <fieldset className="space-y-1">
            <legend className="text-sm font-medium">It may read</legend>
            {SCOPES.map((scope) => (
              <label key={scope} className="flex items-start gap-2 text-sm">
                <input
                  type="checkbox"
                  name="scope"
                  value={scope}
                  defaultChecked={scope !== "revenue"}
                  className="mt-1"
                />
                <span>
                  <strong className="capitalize">{scope}</strong>: {SCOPE_TEXT[scope]}
                </span>
              </label>
            ))}
          </fieldset>
          <label className="block text-sm">
            <span className="mb-1 block font-medium">Expires after</span>
            <select
              name="days"
              defaultValue="90"
              className="rounded-lg border border-slate-300 px-3 py-2 dark:border-slate-600 dark:bg-slate-900"
            >
              <option value="30">30 days</option>
              <option value="90">90 days</option>
              <option value="365">365 days</option>
            </select>
          </label>
          <Button type="submit">Create token</Button>
        </Form>
      )}
    </Card>
  );
}
