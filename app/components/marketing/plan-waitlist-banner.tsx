import { Link, useFetcher, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { ErrorBox } from "~/components/ui/error-box";
import type { WaitlistResult } from "~/components/welcome/waitlist-form";
import { PAID_PLANS_OPEN_SOON, PLANS } from "~/features/billing/plans";
import { WAITLIST_MESSAGES } from "~/features/waitlist/messages";
import { useRootData } from "~/root";

const linkClass = "font-semibold text-brand-700 underline underline-offset-2 dark:text-red-300";

/**
 * Shown on Account Settings when a member arrives from a plan's button on /pricing
 * (`/account?plan=pro`). Checkout is not built yet, so it says so plainly and offers the waitlist
 * in one press (their own address), instead of a page that says nothing about plans. Without
 * JavaScript the press posts to /waitlist, whose page shows the answer.
 */
export function PlanWaitlistBanner() {
  const [params] = useSearchParams();
  const user = useRootData()?.user;
  const fetcher = useFetcher<WaitlistResult>();
  const plan = PLANS.find((candidate) => candidate.id === params.get("plan"));
  if (!plan || !user) return null;

  const result = fetcher.data;
  return (
    <section
      aria-labelledby="plan-banner-title"
      className="rounded-xl border border-amber-200 bg-amber-50 p-5 text-amber-950 dark:border-amber-900 dark:bg-amber-950/60 dark:text-amber-50"
    >
      <h2 id="plan-banner-title" className="text-lg font-semibold">
        {plan.name} ({plan.price}/mo) is not on sale yet
      </h2>
      <p className="mt-1 text-sm">
        {PAID_PLANS_OPEN_SOON} Until they do, everything in your account is free, with no card required.
      </p>
      {user.isDemo ? (
        // Spec §6: a demo cannot subscribe, nor join with the demo's made-up address.
        <p className="mt-3 text-sm">
          Please sign up for a real account to subscribe.{" "}
          <Link to="/signup" className={linkClass}>
            Sign up
          </Link>
        </p>
      ) : result?.ok ? (
        <p role="status" className="mt-3 text-sm font-semibold">
          {WAITLIST_MESSAGES.success} We will email {user.email} when paid plans open.
        </p>
      ) : (
        <fetcher.Form method="post" action="/waitlist" className="mt-3 flex flex-wrap items-center gap-3">
          <input type="hidden" name="email" value={user.email} />
          <input type="hidden" name="source" value="/pricing" />
          <Button type="submit" disabled={fetcher.state !== "idle"}>
            {fetcher.state !== "idle" ? "Joining..." : "Join the waitlist"}
          </Button>
          <span className="text-sm">
            We will email {user.email} when {plan.name} opens.{" "}
            <Link to="/pricing" className={linkClass}>
              Back to pricing
            </Link>
          </span>
          {result && !result.ok ? (
            <div className="w-full">
              <ErrorBox>{result.error}</ErrorBox>
            </div>
          ) : null}
        </fetcher.Form>
      )}
    </section>
  );
}
