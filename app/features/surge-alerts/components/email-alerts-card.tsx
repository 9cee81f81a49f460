// Account Settings' "Email alerts" card: Seasonal Topic Surge Alerts on or off, a plain form.
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ErrorBox } from "~/components/ui/error-box";
import { ALERTS_DEMO, ALERTS_EXPLAINED, FEATURE_NAME } from "../messages";
import { useViewerFormat } from "~/lib/use-viewer-format";

export type EmailAlertsState = {
  enabled: boolean;
  lastDigestAt: string | null;
  isDemo: boolean;
  emailVerified: boolean;
};
export type EmailAlertsResult = { ok: boolean; message: string } | null;

export const SURGE_ALERTS_INTENT = "surge-alerts";

export function EmailAlertsCard({ state, result }: { state: EmailAlertsState; result: EmailAlertsResult }) {
  const navigation = useNavigation();
  const { date } = useViewerFormat();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === SURGE_ALERTS_INTENT;
  // While the switch is saving (and while the page reloads its data after), show the state asked
  // for, so the status never disagrees with the confirmation shown beside it.
  const asked = busy ? navigation.formData?.get("enabled") : null;
  const enabled = asked === "on" || asked === "off" ? asked === "on" : state.enabled;
  return (
    <Card>
      <h2 className="text-lg font-semibold">Email alerts</h2>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
        <span className="font-medium">{FEATURE_NAME}.</span> {ALERTS_EXPLAINED}
      </p>
      {state.isDemo ? (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{ALERTS_DEMO}</p>
      ) : (
        <>
          <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-slate-600 dark:text-slate-400">Status</dt>
              <dd className="font-medium" data-testid="surge-alerts-status">
                {enabled ? "On" : "Off"}
              </dd>
            </div>
            <div>
              <dt className="text-slate-600 dark:text-slate-400">Last alert email</dt>
              <dd className="font-medium">{state.lastDigestAt ? date(state.lastDigestAt) : "None sent yet"}</dd>
            </div>
          </dl>
          {enabled && !state.emailVerified ? (
            <p className="mt-3 text-sm text-amber-800 dark:text-amber-300">
              Alerts go to confirmed addresses only: confirm yours to receive them.
            </p>
          ) : null}
          {result ? (
            result.ok ? (
              <p
                role="status"
                className="mt-3 rounded-lg bg-green-50 p-3 text-sm text-green-900 dark:bg-green-950 dark:text-green-100"
              >
                {result.message}
              </p>
            ) : (
              <div className="mt-3">
                <ErrorBox>{result.message}</ErrorBox>
              </div>
            )
          ) : null}
          <Form method="post" className="mt-4">
            <input type="hidden" name="intent" value={SURGE_ALERTS_INTENT} />
            <input type="hidden" name="enabled" value={enabled ? "off" : "on"} />
            <Button type="submit" variant={enabled ? "secondary" : "primary"} disabled={busy}>
              {busy ? "Saving..." : enabled ? "Turn off surge alerts" : "Turn on surge alerts"}
            </Button>
          </Form>
        </>
      )}
    </Card>
  );
}
