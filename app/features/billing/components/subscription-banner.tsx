import { Link } from "react-router";
import { ENTITLED_STATUSES, periodEndLabel, statusLabel } from "../messages";
import { useViewerFormat } from "~/lib/use-viewer-format";

export type SubscriptionSummary = {
  planName: string;
  status: string;
  currentPeriodEnd: number | null;
  cancelAtPeriodEnd: boolean;
};

/** The pricing page's active-subscription banner (spec §2): plan name and "Renews on"/"Expires on". */
export function SubscriptionBanner({ subscription }: { subscription: SubscriptionSummary }) {
  const ok = ENTITLED_STATUSES.includes(subscription.status);
  const { date } = useViewerFormat();
  return (
    <div
      role="status"
      className={`mx-auto mt-6 max-w-xl rounded-xl border px-4 py-3 text-sm ${
        ok
          ? "border-emerald-200 bg-emerald-50 text-emerald-950 dark:border-emerald-900 dark:bg-emerald-950/60 dark:text-emerald-100"
          : "border-amber-200 bg-amber-50 text-amber-950 dark:border-amber-900 dark:bg-amber-950/60 dark:text-amber-100"
      }`}
    >
      <p>
        <strong className="font-semibold">Your plan: {subscription.planName}</strong>
        {ok ? null : <> · {statusLabel(subscription.status)}</>}
        {subscription.currentPeriodEnd !== null ? (
          <>
            {" "}
            · {periodEndLabel(subscription.cancelAtPeriodEnd)} {date(subscription.currentPeriodEnd * 1000)}
          </>
        ) : null}
      </p>
      <p className="mt-1">
        <Link to="/account#subscription" className="font-semibold underline underline-offset-2">
          Manage your subscription
        </Link>
      </p>
    </div>
  );
}
