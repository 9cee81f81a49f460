// Connect with Google, step 2: Google sends the browser back here with a code (or an error) and
// our state. Success goes to the account page; every refusal is explained here, with nothing stored.
import { Link, redirect } from "react-router";
import { AuthLayout } from "~/components/auth/auth-layout";
import { ErrorBox } from "~/components/ui/error-box";
import { getEnv } from "~/context";
import { completeGoogleConnect } from "~/features/google-connection/index.server";
import { recordActivity } from "~/features/team/index.server";
import { requireUser } from "~/lib/auth/require-user.server";
import { PRODUCT_NAME } from "~/lib/brand";
import { getDb } from "~/lib/db/client.server";
import { answerRefusal } from "~/lib/refusal.server";
import type { Route } from "./+types/callback";

export const meta: Route.MetaFunction = () => [
  { title: `Connect with Google · ${PRODUCT_NAME}` },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const env = getEnv(context);
  const db = getDb(env);
  let consent: { changesAllowed: boolean; changesAsked: boolean };
  try {
    consent = await completeGoogleConnect(env, db, user, new URL(request.url));
  } catch (error) {
    return answerRefusal(error, (message) => ({ message }));
  }
  // On the owners' activity log, like every connection; consent to changes is named there too.
  await recordActivity(
    db,
    user,
    "google-connected",
    consent.changesAllowed
      ? "YouTube Analytics (Google), with consent to changes on YouTube"
      : "YouTube Analytics (Google)",
  );
  const flash = consent.changesAllowed
    ? "connected-changes"
    : consent.changesAsked
      ? "changes-not-granted"
      : "connected";
  return redirect(`/account?google=${flash}`);
}

export default function GoogleCallbackPage({ loaderData }: Route.ComponentProps) {
  return (
    <AuthLayout title="Connect with Google" intro="Nothing was connected.">
      <ErrorBox>{loaderData.message}</ErrorBox>
      <p className="mt-6 text-center text-sm">
        <Link to="/account" className="font-semibold text-brand-700 underline dark:text-brand-400">
          Back to Account Settings
        </Link>
      </p>
    </AuthLayout>
  );
}
