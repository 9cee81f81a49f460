// Account Settings' reports cards: the weekly digest opt-in (a checkbox in a plain
// form) and the report branding (agency name and logo, white-label plans). Both work without
// JavaScript.
import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormOutcome, type FormResult } from "~/components/ui/form-outcome";
import { TextField } from "~/components/ui/text-field";
import {
  BRANDING_INTENT,
  BRANDING_NOT_ON_PLAN,
  DIGEST_DEMO,
  DIGEST_EXPLAINED,
  DIGEST_INTENT,
  DIGEST_UNCONFIRMED_NOTE,
  DIGEST_UNCONFIRMED_SUBSCRIBED,
} from "../messages";

type Result = FormResult;

export type WeeklyDigestCardState = {
  subscribed: boolean;
  isDemo: boolean;
  emailVerified: boolean;
  lastSentAt: string | null;
};

export function WeeklyDigestCard({ state, result }: { state: WeeklyDigestCardState; result: Result }) {
  const busy = useNavigation().formData?.get("intent") === DIGEST_INTENT;
  return (
    <Card id="weekly-digest">
      <h2 className="text-lg font-semibold">Weekly digest</h2>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{DIGEST_EXPLAINED}</p>
      {state.isDemo ? (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{DIGEST_DEMO}</p>
      ) : (
        <>
          {!state.emailVerified ? (
            <p className="mt-3 text-sm text-amber-800 dark:text-amber-300" data-testid="weekly-digest-unconfirmed">
              {state.subscribed ? DIGEST_UNCONFIRMED_SUBSCRIBED : DIGEST_UNCONFIRMED_NOTE}
            </p>
          ) : null}
          <FormOutcome result={result} className="mt-3" />
          <Form method="post" className="mt-4 flex flex-wrap items-center gap-4">
            <input type="hidden" name="intent" value={DIGEST_INTENT} />
            <label className="flex items-center gap-2 text-sm font-medium">
              <input
                type="checkbox"
                name="subscribe"
                value="on"
                defaultChecked={state.subscribed}
                data-testid="weekly-digest-checkbox"
                className="h-4 w-4"
              />
              Email me this workspace&apos;s weekly digest
            </label>
            <Button type="submit" variant="secondary" disabled={busy}>
              {busy ? "Saving..." : "Save"}
            </Button>
          </Form>
        </>
      )}
    </Card>
  );
}

export type ReportBrandingCardView = {
  agencyName: string;
  logoUrl: string;
  allowed: boolean;
  mayEdit: boolean;
  isDemo: boolean;
};

export function ReportBrandingCard({ view, result }: { view: ReportBrandingCardView; result: Result }) {
  const busy = useNavigation().formData?.get("intent") === BRANDING_INTENT;
  return (
    <Card id="report-branding">
      <h2 className="text-lg font-semibold">Client reports</h2>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
        A report of the channel for the last 7, 28 or 90 days, made for printing to PDF, and its CSV:{" "}
        <Link to="/reports/client?period=28" className="font-semibold text-brand-700 underline dark:text-brand-400">
          open the client report
        </Link>
        .
      </p>
      <h3 className="mt-4 text-sm font-semibold">Report branding</h3>
      {!view.allowed ? <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{BRANDING_NOT_ON_PLAN}</p> : null}
      <FormOutcome result={result} className="mt-3" />
      {view.mayEdit && view.allowed ? (
        <Form method="post" className="mt-3 space-y-3">
          <input type="hidden" name="intent" value={BRANDING_INTENT} />
          <TextField label="Agency name" name="agencyName" defaultValue={view.agencyName} maxLength={80} />
          <TextField
            label="Logo URL (https)"
            name="logoUrl"
            type="url"
            defaultValue={view.logoUrl}
            placeholder="https://agency.example/logo.png"
            hint="Printed at the top of each client report. Leave both fields empty to remove the branding."
          />
          <Button type="submit" variant="secondary" disabled={busy}>
            {busy ? "Saving..." : "Save branding"}
          </Button>
        </Form>
      ) : view.agencyName ? (
        <p className="mt-2 text-sm">
          Agency: <span className="font-medium">{view.agencyName}</span>
        </p>
      ) : null}
      {!view.mayEdit && !view.isDemo ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">Owners and managers can change the branding.</p>
      ) : null}
    </Card>
  );
}
