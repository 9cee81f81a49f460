import { Form, Link, href, useActionData, useNavigation } from "react-router";
import { SiteFooter } from "~/components/marketing/site-footer";
import { SiteHeader } from "~/components/marketing/site-header";
import { Card } from "~/components/ui/card";
import { WaitlistForm } from "~/features/waitlist/components/waitlist-form";
import { getEnv } from "~/context";
import { joinWaitlist } from "~/features/waitlist/index.server";
import { PRODUCT_NAME } from "~/lib/brand";
import { pageMeta } from "~/lib/seo";
import { getDb } from "~/lib/db/client.server";
import { clientKey } from "~/lib/rate-limit.server";
import { answerRefusal } from "~/lib/refusal.server";
import { formValues } from "~/lib/validation";
import type { Route } from "./+types/waitlist";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: `Join the waitlist · ${PRODUCT_NAME}`,
    description: `Get early access to ${PRODUCT_NAME}, plain-English insights for YouTube creators.`,
    path: "/waitlist",
    matches,
  });

export function loader({ request }: Route.LoaderArgs) {
  return { source: new URL(request.url).searchParams.get("from") ?? "/waitlist" };
}

// The one place a visitor joins, with or without JavaScript; the welcome dialog posts here too.
export async function action({ request, context }: Route.ActionArgs) {
  const env = getEnv(context);
  const values = formValues(await request.formData(), ["email", "source", "website"]);
  try {
    await joinWaitlist({ db: getDb(env), limiter: env.WAITLIST_LIMITER, clientKey: clientKey(request) }, values);
    return { ok: true as const };
  } catch (error) {
    // Echoed back so a refused address can be corrected rather than retyped (without JavaScript
    // the page is rendered afresh from this answer). Capped like every email field.
    const email = (values.email ?? "").slice(0, 254);
    return answerRefusal(error, (message) => ({ ok: false as const, error: message, email }));
  }
}

export default function WaitlistPage({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  return (
    <>
      <SiteHeader />
      <main className="flex justify-center bg-slate-50 px-4 py-12 dark:bg-slate-950">
        <Card className="w-full max-w-md p-8">
          <h1 className="text-2xl font-bold">Join the waitlist</h1>
          <p className="mb-6 mt-2 text-sm text-slate-600 dark:text-slate-300">
            Waitlist members get early access when {PRODUCT_NAME} launches.
          </p>
          {/* Where a landing page's try button leads without JavaScript: the dialog's other way in too. */}
          <p className="-mt-3 mb-6 text-sm text-slate-600 dark:text-slate-300">
            Sign-up is open as well:{" "}
            <Link
              to={href("/signup")}
              className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800 dark:text-brand-400"
            >
              Create a free account
            </Link>{" "}
            (one free analysis, no card required).
          </p>
          <WaitlistForm
            FormComponent={Form}
            submitting={navigation.state === "submitting" && navigation.formAction === "/waitlist"}
            result={result}
            source={loaderData.source}
          />
        </Card>
      </main>
      <SiteFooter />
    </>
  );
}
