import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { useHydrated } from "~/lib/use-hydrated";

type Indicator = "idle" | "checking" | "connected" | "error";

const ENDPOINTS = [
  { key: "insights", label: "YouTube Data API", url: "/api/youtube-insights/status" },
  { key: "analytics", label: "YouTube Analytics (Google)", url: "/api/youtube-analytics/status" },
] as const;

const COLORS: Record<Indicator, string> = {
  idle: "bg-slate-400",
  checking: "bg-yellow-400",
  connected: "bg-green-500",
  error: "bg-red-500",
};
const WORDS: Record<Indicator, string> = {
  idle: "Not checked",
  checking: "Checking…",
  connected: "Connected",
  error: "Error",
};

/**
 * Two indicators (grey idle, yellow checking, green connected, red error). With JavaScript the
 * refresh button checks both endpoints in place; without it, the button reloads the page with
 * the checks done on the server (`initial`).
 */
export function ApiStatusCard({
  initial,
}: {
  initial: Partial<Record<"insights" | "analytics", { ok: boolean; detail: string }>> | null;
}) {
  const hydrated = useHydrated();
  const [state, setState] = useState<Record<string, { indicator: Indicator; detail: string }>>(() =>
    Object.fromEntries(
      ENDPOINTS.map((e) => {
        const known = initial?.[e.key];
        return [
          e.key,
          known
            ? { indicator: known.ok ? "connected" : "error", detail: known.detail }
            : { indicator: "idle", detail: "" },
        ];
      }),
    ),
  );

  async function refresh() {
    setState((s) =>
      Object.fromEntries(Object.keys(s).map((k) => [k, { indicator: "checking" as Indicator, detail: "" }])),
    );
    await Promise.all(
      ENDPOINTS.map(async (e) => {
        let next: { indicator: Indicator; detail: string };
        try {
          const response = await fetch(e.url, { headers: { accept: "application/json" } });
          const body = (await response.json().catch(() => ({}))) as { detail?: string };
          next = { indicator: response.ok ? "connected" : "error", detail: body.detail ?? "" };
        } catch {
          next = { indicator: "error", detail: "Could not reach Vidwise. Check your connection." };
        }
        setState((s) => ({ ...s, [e.key]: next }));
      }),
    );
  }

  return (
    <Card>
      <div className="flex items-center justify-between">
        <h2 className="text-lg font-semibold">API Status</h2>
        {hydrated ? (
          <Button variant="secondary" size="sm" onClick={refresh}>
            Refresh
          </Button>
        ) : (
          <form method="get" action="/account">
            <input type="hidden" name="status" value="check" />
            <Button type="submit" variant="secondary" size="sm">
              Refresh
            </Button>
          </form>
        )}
      </div>
      <ul className="mt-3 space-y-2 text-sm" aria-live="polite">
        {ENDPOINTS.map((e) => {
          const s = state[e.key]!;
          return (
            <li key={e.key}>
              <span className="flex items-center gap-2">
                <span aria-hidden="true" className={`h-2.5 w-2.5 rounded-full ${COLORS[s.indicator]}`} />
                <span className="font-medium">{e.label}</span>
                <span className="text-slate-600 dark:text-slate-400">{WORDS[s.indicator]}</span>
              </span>
              {s.detail ? (
                <span className="ml-4 block text-xs text-slate-600 dark:text-slate-400">{s.detail}</span>
              ) : null}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
