import { Form, Link, data, redirect, useActionData, useNavigation, useSearchParams } from "react-router";
import { AuthLayout } from "~/components/auth/auth-layout";
import { Button } from "~/components/ui/button";
import { ErrorBox } from "~/components/ui/error-box";
import { TextField } from "~/components/ui/text-field";
import { cloudflareContext, getEnv, userContext } from "~/context";
import { checkCredentials } from "~/features/auth/index.server";
import { LOCKED_MESSAGE, clearFailures, lockState, recordFailure } from "~/features/auth/index.server";
import {
  LOCKED_EVERYWHERE,
  LOGIN_ERROR,
  LOGIN_FAILED,
  SIGN_IN_LINK_NOT_LOCKED,
  SIGN_IN_LINK_REQUESTED,
  TOO_MANY_ATTEMPTS,
} from "~/features/auth/index";
import { loginSchema, signInLinkSchema } from "~/features/auth/index.server";
import { sendSignInLink } from "~/features/auth/index.server";
import { startSession } from "~/lib/auth/session.server";
import { PRODUCT_NAME } from "~/lib/brand";
import { pageMeta } from "~/lib/seo";
import { getDb } from "~/lib/db/client.server";
import { log } from "~/lib/log.server";
import { clientKey, isAllowed } from "~/lib/rate-limit.server";
import { safeRedirect } from "~/lib/safe-redirect";
import { formValues } from "~/lib/validation";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: `Log in · ${PRODUCT_NAME}`, description: `Log in to ${PRODUCT_NAME}.`, path: "/login", matches });

export function loader({ request, context }: Route.LoaderArgs) {
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"));
  const user = context.get(userContext);
  if (user && !user.isDemo) throw redirect(redirectTo);
  // The form carries the page itself (not a data request's URL, never another site).
  return { redirectTo };
}

type LoginResult = { error?: string; notice?: string; email: string; offerLink?: boolean };

export async function action({ request, context }: Route.ActionArgs) {
  const env = getEnv(context);
  const { ctx, requestId } = context.get(cloudflareContext);
  if (!(await isAllowed(env.AUTH_LIMITER, `login:${clientKey(request)}`))) {
    return data<LoginResult>({ error: TOO_MANY_ATTEMPTS, email: "" }, { status: 429 });
  }
  const form = await request.formData();
  const db = getDb(env);
  const client = clientKey(request);
  const origin = new URL(request.url).origin;
  if (form.get("intent") === "email-link") {
    const parsed = signInLinkSchema.safeParse(formValues(form, ["email"]));
    if (!parsed.success) return data<LoginResult>({ error: LOGIN_FAILED, email: "" }, { status: 400 });
    const email = parsed.data.email;
    // The button is for a locked email only; the mail goes out after the response, capped per account.
    if (!(await lockState(db, email, client)).everywhere)
      return data<LoginResult>({ error: SIGN_IN_LINK_NOT_LOCKED, email }, { status: 400 });
    ctx.waitUntil(
      sendSignInLink(env, db, email, origin, "request").catch((error) =>
        log.error("login.sign-in-link-failed", { requestId, error }),
      ),
    );
    return data<LoginResult>({ notice: SIGN_IN_LINK_REQUESTED, email });
  }
  const parsed = loginSchema.safeParse(formValues(form, ["email", "password", "redirectTo"]));
  // Unknown email, wrong password and malformed input all read the same: nothing to probe.
  if (!parsed.success) return data<LoginResult>({ error: LOGIN_FAILED, email: "" }, { status: 400 });
  // Echoed back so the visitor only retypes the password (the page also works without JavaScript).
  const email = parsed.data.email;
  try {
    const lock = await lockState(db, email, client);
    // This address's own lock first: whoever is failing here waits, whatever happens elsewhere
    // (offered the mailed link when the email is also locked everywhere).
    if (lock.here)
      return data<LoginResult>({ error: LOCKED_MESSAGE, email, offerLink: lock.everywhere }, { status: 429 });
    const userId = await checkCredentials(db, parsed.data.email, parsed.data.password);
    if (lock.everywhere) {
      // Locked by failures from many places: the right password earns a mailed sign-in link
      // instead of a session. Right or wrong, the answer, its timing and the counting are the
      // same: every attempt under the lock counts at this address, so the next answer from here
      // (429 after five) cannot tell a guesser which password was right. The mail goes after
      // the response.
      await recordFailure(db, email, client);
      if (userId)
        ctx.waitUntil(
          sendSignInLink(env, db, email, origin, "password").catch((error) =>
            log.error("login.locked-attempt-failed", { requestId, error }),
          ),
        );
      return data<LoginResult>({ notice: LOCKED_EVERYWHERE, email, offerLink: true });
    }
    if (!userId) {
      await recordFailure(db, email, client);
      return data<LoginResult>({ error: LOGIN_FAILED, email }, { status: 401 });
    }
    await clearFailures(db, email, client);
    const cookie = await startSession(db, request, userId);
    return redirect(safeRedirect(parsed.data.redirectTo), { headers: { "set-cookie": cookie } });
  } catch (error) {
    log.error("login.failed", { requestId, error });
    return data<LoginResult>({ error: LOGIN_ERROR, email }, { status: 500 });
  }
}

export default function LoginPage({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const busy = navigation.state === "submitting";
  return (
    <AuthLayout title="Log in">
      <Form method="post" className="space-y-4" noValidate>
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        {result?.error ? <ErrorBox>{result.error}</ErrorBox> : null}
        {result?.notice ? (
          <p
            role="alert"
            className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-100"
          >
            {result.notice}
          </p>
        ) : null}
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={result?.email}
          key={result?.email}
        />
        <TextField label="Password" name="password" type="password" autoComplete="current-password" required />
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? "Logging in..." : "Log in"}
        </Button>
      </Form>
      {result?.offerLink ? (
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="email-link" />
          <input type="hidden" name="email" value={result.email} />
          <Button type="submit" variant="secondary" className="w-full" disabled={busy}>
            Email me a sign-in link
          </Button>
        </Form>
      ) : null}
      <p className="mt-4 text-center text-sm">
        <Link to="/forgot-password" className="font-semibold text-brand-700 underline dark:text-brand-400">
          Forgot password?
        </Link>
      </p>
      {params.get("reset") === "done" ? (
        <p
          role="status"
          className="mt-4 rounded-lg bg-green-50 p-3 text-sm text-green-900 dark:bg-green-950 dark:text-green-100"
        >
          Password updated successfully! Log in with your new password.
        </p>
      ) : null}
      <p className="mt-6 text-center text-sm">
        New to {PRODUCT_NAME}?{" "}
        <Link to="/signup" className="font-semibold text-brand-700 underline dark:text-brand-400">
          Create an account
        </Link>
      </p>
    </AuthLayout>
  );
}
