import { Form, Link, data, redirect, useActionData, useNavigation } from "react-router";
import { AuthLayout } from "~/components/auth/auth-layout";
import { Button } from "~/components/ui/button";
import { ErrorBox } from "~/components/ui/error-box";
import { getEnv } from "~/context";
import { SIGN_IN_LINK_INVALID, TOO_MANY_ATTEMPTS } from "~/features/auth/index";
import { findUsableSignInLink, spendSignInLink } from "~/features/auth/index.server";
import { startSession } from "~/lib/auth/session.server";
import { PRODUCT_NAME } from "~/lib/brand";
import { getDb } from "~/lib/db/client.server";
import { clientKey, isAllowed } from "~/lib/rate-limit.server";
import { formValues } from "~/lib/validation";
import type { Route } from "./+types/login-link";

export const meta: Route.MetaFunction = () => [
  { title: `Sign in with your link · ${PRODUCT_NAME}` },
  { name: "robots", content: "noindex" },
];

// The mailed one-time sign-in link opens this page; the button spends it and signs in. A GET
// changes nothing, so mail scanners that open links do not use it up before the owner does.
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const usable = await findUsableSignInLink(getDb(getEnv(context)), token);
  return { token: usable ? token : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const env = getEnv(context);
  if (!(await isAllowed(env.AUTH_LIMITER, `login-link:${clientKey(request)}`))) {
    return data({ error: TOO_MANY_ATTEMPTS }, { status: 429 });
  }
  const { token = "" } = formValues(await request.formData(), ["token"]);
  const db = getDb(env);
  const spent = await spendSignInLink(db, token);
  if (!spent) return data({ error: SIGN_IN_LINK_INVALID }, { status: 400 });
  // The link confirmed the address: the sessions and password of whoever registered it first went
  // with the spend, so the owner is sent to choose a password.
  const cookie = await startSession(db, request, spent.userId);
  return redirect(spent.confirmedAddress ? "/account#security" : "/dashboard", { headers: { "set-cookie": cookie } });
}

export default function LoginLinkPage({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  return (
    <AuthLayout title="Sign in with your link" intro="One click signs you in. The link works once, for 15 minutes.">
      {result?.error || !loaderData.token ? <ErrorBox>{result?.error ?? SIGN_IN_LINK_INVALID}</ErrorBox> : null}
      {loaderData.token ? (
        <Form method="post" className="mt-4">
          <input type="hidden" name="token" value={loaderData.token} />
          <Button type="submit" size="lg" className="w-full" disabled={busy}>
            {busy ? "Signing in…" : "Sign me in"}
          </Button>
        </Form>
      ) : null}
      <p className="mt-6 text-center text-sm">
        <Link to="/login" className="font-semibold text-brand-700 underline dark:text-brand-400">
          Back to log in
        </Link>
      </p>
    </AuthLayout>
  );
}
