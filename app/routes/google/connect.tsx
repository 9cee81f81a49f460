// Connect with Google, step 1: a signed-in person posts the account page's form; we remember a
// state bound to their session and a PKCE verifier, and send the browser to Google's consent
// screen. Refusals (demo, not configured) are rendered here with a way back.
import { Link, data, redirect } from "react-router";
import { AuthLayout } from "~/components/auth/auth-layout";
import { ErrorBox } from "~/components/ui/error-box";
import { getEnv } from "~/context";
import { startGoogleConnect } from "~/features/google-connection/index.server";
import { requireUser } from "~/lib/auth/require-user.server";
import { actionRoleRefusal } from "~/lib/auth/require-role.server";
import { PRODUCT_NAME } from "~/lib/brand";
import { getDb } from "~/lib/db/client.server";
import { answerRefusal } from "~/lib/refusal.server";
import type { Route } from "./+types/connect";

export const meta: Route.MetaFunction = () => [
  { title: `Connect with Google · ${PRODUCT_NAME}` },
  { name: "robots", content: "noindex" },
];

// Nothing to do on a GET (the flow starts from the account page's form); the page below links
// back. Not a redirect: the loader also runs to render a refused POST.
export function loader() {
  return null;
}

export async function action({ request, context, pattern }: Route.ActionArgs) {
  const user = requireUser(context, request);
  // A viewer changes no connection.
  const refusal = await actionRoleRefusal(user, request, pattern);
  if (refusal) return data({ message: refusal, location: null }, { status: 403 });
  const env = getEnv(context);
  const form = await request.formData();
  // A checkbox: present ("1") when ticked; anything else means no.
  const includeRevenue = form.get("includeRevenue") === "1";
  const allowChanges = form.get("allowChanges") === "1";
  let location: string;
  try {
    location = await startGoogleConnect(env, getDb(env), user, {
      includeRevenue,
      allowChanges,
      origin: new URL(request.url).origin,
    });
  } catch (error) {
    return answerRefusal(error, (message) => ({ message, location: null }));
  }
  // The page's CSP allows forms to submit to this site only (form-action 'self'), and browsers
  // apply that to a form's redirects too: a redirect to Google's consent screen would be blocked.
  // So Google is reached from a page of its own (a refresh, with a link as fallback); a redirect
  // stays on this site (the in-process fake answers with our callback URL).
  if (new URL(location, request.url).origin === new URL(request.url).origin) return redirect(location);
  return data({ message: null, location });
}

export default function GoogleConnectPage({ actionData }: Route.ComponentProps) {
  if (actionData?.location) {
    return (
      <AuthLayout title="Connect with Google" intro="Taking you to Google's consent screen…">
        <meta httpEquiv="refresh" content={`0;url=${actionData.location}`} />
        <p className="text-sm">
          If nothing happens,{" "}
          <a href={actionData.location} className="font-semibold text-brand-700 underline dark:text-brand-400">
            continue to Google
          </a>
          .
        </p>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout
      title="Connect with Google"
      intro="Your own YouTube Analytics without CSV exports; changes on YouTube only if you allow them."
    >
      <ErrorBox>{actionData?.message ?? "Start from Account Settings."}</ErrorBox>
      <p className="mt-6 text-center text-sm">
        <Link to="/account" className="font-semibold text-brand-700 underline dark:text-brand-400">
          Back to Account Settings
        </Link>
      </p>
    </AuthLayout>
  );
}
