import { Form, Link, useNavigation } from "react-router";
import { Button, ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ErrorBox } from "~/components/ui/error-box";
import { BILLING_INTENTS, BILLING_MESSAGES, periodEndLabel, statusLabel } from "../messages";
import { useViewerFormat } from "~/lib/use-viewer-format";

export type SubscriptionCardView = {
  planName: string;
  status: string;
  currentPeriodEnd: number | null;
  cancelAtPeriodEnd: boolean;
  cardBrand: string | null;
  cardLast4: string | null;
  /** Still running: cancelling and the portal make sense. */
  live: boolean;
  /** The plan includes 1-on-1 coaching (Creator+): the card links to booking it. */
  includesCoaching: boolean;
};

/** A member acting in a workspace whose billing is its owner's: the plan's name and who manages it. */
export type WorkspacePlanView = { planName: string | null; refusal: string };

export type BillingResult = { ok: boolean; message: string | null; confirmCancel?: boolean; location?: string | null };

const brandName = (brand: string) => brand.charAt(0).toUpperCase() + brand.slice(1);

/** The account page's Subscription side card (spec §2 Account, §4 Subscription, §8 Cancel and Portal). */
export function SubscriptionCard({
  view,
  isDemo,
  result,
  workspacePlan = null,
}: {
  view: SubscriptionCardView | null;
  isDemo: boolean;
  result: BillingResult | null;
  /** Set when the role in this workspace has no billing: the card then offers no billing form. */
  workspacePlan?: WorkspacePlanView | null;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const { date } = useViewerFormat();
  const intent = navigation.formData?.get("intent");
  if (workspacePlan) return <WorkspacePlanCard view={workspacePlan} />;
  return (
    <Card>
      <h2 id="subscription" className="text-lg font-semibold">
        Subscription
      </h2>
      {view ? (
        <dl className="mt-4 space-y-2 text-sm">
          <Row term="Plan" value={view.planName} />
          <Row term="Status" value={statusLabel(view.status)} />
          {view.currentPeriodEnd !== null && view.live ? (
            <Row term={periodEndLabel(view.cancelAtPeriodEnd)} value={date(view.currentPeriodEnd * 1000)} />
          ) : null}
          {view.cardBrand && view.cardLast4 ? (
            <Row term="Card" value={`${brandName(view.cardBrand)} •••• ${view.cardLast4}`} />
          ) : null}
        </dl>
      ) : (
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
          {isDemo ? BILLING_MESSAGES.signUpToSubscribe : "You are on the free plan."}{" "}
          {isDemo ? null : (
            <Link to="/pricing" className="font-semibold text-brand-700 underline dark:text-brand-400">
              See plans
            </Link>
          )}
        </p>
      )}
      {view?.live && view.includesCoaching ? (
        <p className="mt-3 text-sm">
          <Link
            to="/coaching"
            className="font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-400"
          >
            Book your 1-on-1 strategy coaching
          </Link>
        </p>
      ) : null}
      {view?.status === "past_due" || view?.status === "unpaid" ? (
        <p className="mt-3 text-sm text-red-800 dark:text-red-300">
          The last payment failed. Update your card in Manage billing to keep your plan.
        </p>
      ) : null}

      {result?.location ? (
        <div role="status" className="mt-4 text-sm">
          <meta httpEquiv="refresh" content={`0;url=${result.location}`} />
          Opening the billing portal…{" "}
          <a href={result.location} className="font-semibold text-brand-700 underline dark:text-brand-400">
            Continue
          </a>
        </div>
      ) : null}
      {result?.message && !busy ? (
        <div className="mt-4">
          {result.ok ? (
            <p role="status" className="text-sm text-emerald-800 dark:text-emerald-300">
              {result.message}
            </p>
          ) : (
            <ErrorBox>{result.message}</ErrorBox>
          )}
        </div>
      ) : null}

      {view && !isDemo ? (
        <div className="mt-4 space-y-3">
          <Form method="post">
            <input type="hidden" name="intent" value={BILLING_INTENTS.portal} />
            <Button type="submit" variant="secondary" className="w-full" disabled={busy}>
              {busy && intent === BILLING_INTENTS.portal ? "Opening…" : "Manage billing"}
            </Button>
          </Form>
          {view.live && !view.cancelAtPeriodEnd ? (
            result?.confirmCancel ? (
              <Form method="post" className="rounded-lg border border-red-200 p-3 dark:border-red-900">
                <p className="text-sm">{BILLING_MESSAGES.cancelConfirm}</p>
                <input type="hidden" name="intent" value={BILLING_INTENTS.cancelConfirmed} />
                <div className="mt-3 flex flex-wrap gap-2">
                  <Button type="submit" variant="danger" size="sm" disabled={busy}>
                    {busy && intent === BILLING_INTENTS.cancelConfirmed ? "Cancelling…" : "Yes, cancel"}
                  </Button>
                  <ButtonLink to="/account#subscription" variant="ghost" size="sm">
                    Keep my subscription
                  </ButtonLink>
                </div>
              </Form>
            ) : (
              <Form method="post">
                <input type="hidden" name="intent" value={BILLING_INTENTS.cancel} />
                <Button type="submit" variant="ghost" className="w-full" disabled={busy}>
                  Cancel subscription
                </Button>
              </Form>
            )
          ) : null}
        </div>
      ) : null}
    </Card>
  );
}

/** Someone else's workspace: its plan, who manages it, and where the person's own billing is. */
function WorkspacePlanCard({ view }: { view: WorkspacePlanView }) {
  return (
    <Card>
      <h2 id="subscription" className="text-lg font-semibold">
        Subscription
      </h2>
      {view.planName === null ? null : (
        <dl className="mt-4 space-y-2 text-sm">
          <Row term="This workspace's plan" value={view.planName} />
        </dl>
      )}
      <p className="mt-3 text-sm text-slate-600 dark:text-slate-400" data-testid="billing-refusal">
        {view.refusal} Your own subscription, if you have one, is managed from your own workspace:{" "}
        <a href="#workspaces" className="font-semibold text-brand-700 underline dark:text-brand-400">
          switch to it
        </a>
        .
      </p>
    </Card>
  );
}

function Row({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="text-slate-600 dark:text-slate-400">{term}</dt>
      <dd className="text-right font-medium">{value}</dd>
    </div>
  );
}
