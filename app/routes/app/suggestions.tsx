import { Card } from "~/components/ui/card";
import { getEnv } from "~/context";
import { requireUser } from "~/lib/auth/require-user.server";
import { DEFAULT_SUPPORT_EMAIL, PRODUCT_NAME } from "~/lib/brand";
import type { Route } from "./+types/suggestions";

export const meta: Route.MetaFunction = () => [{ title: `Creator Feedback · ${PRODUCT_NAME}` }];

export function loader({ request, context }: Route.LoaderArgs) {
  requireUser(context, request);
  return { supportEmail: getEnv(context).SUPPORT_EMAIL || DEFAULT_SUPPORT_EMAIL };
}

// The feedback form itself arrives with the accounts issue; until then, email reaches us.
export default function SuggestionsPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-3xl font-bold tracking-tight">Creator Feedback</h1>
      <Card>
        <p>
          Tell us what would make {PRODUCT_NAME} more useful for your channel: email{" "}
          <a href={`mailto:${loaderData.supportEmail}`} className="font-semibold text-brand-700 underline dark:text-brand-400">
            {loaderData.supportEmail}
          </a>
          .
        </p>
      </Card>
    </div>
  );
}
