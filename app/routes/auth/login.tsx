import { Form, Link, data, redirect, useActionData, useNavigation, useSearchParams } from "react-router";
import { AuthLayout } from "~/components/auth/auth-layout";
import { Button } from "~/components/ui/button";
import { ErrorBox } from "~/components/ui/error-box";
import { TextField } from "~/components/ui/text-field";
import { getEnv, userContext } from "~/context";
import { checkCredentials } from "~/features/auth/accounts.server";
import { LOCKED_MESSAGE, clearFailures, isLocked, recordFailure } from "~/features/auth/lockout.server";
import { LOGIN_ERROR, LOGIN_FAILED, TOO_MANY_ATTEMPTS } from "~/features/auth/messages";
import { loginSchema } from "~/features/auth/schema";
import { startSession } from "~/lib/auth/session.server";
import { PRODUCT_NAME } from "~/lib/brand";
import { pageMeta } from "~/lib/seo";
import { getDb } from "~/lib/db/client.server";
import { clientKey, isAllowed } from "~/lib/rate-limit.server";
import { safeRedirect } from "~/lib/safe-redirect";
import { formValues } from "~/lib/validation";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: `Log in · ${PRODUCT_NAME}`, description: `Log in to ${PRODUCT_NAME}.`, path: "/login", matches });

export function loader({ request, context }: Route.LoaderArgs) {
  const user = context.get(userContext);
  if (user && !user.isDemo) {
    throw redirect(safeRedirect(new URL(request.url).searchParams.get("redirectTo")));
  }
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const env = getEnv(context);
  if (!(await isAllowed(env.AUTH_LIMITER, `login:${clientKey(request)}`))) {
    return data({ error: TOO_MANY_ATTEMPTS, email: "" }, { status: 429 });
  }
  const parsed = loginSchema.safeParse(formValues(await request.formData(), ["email", "password", "redirectTo"]));
  // Unknown email, wrong password and malformed input all read the same: nothing to probe.
  if (!parsed.success) return data({ error: LOGIN_FAILED, email: "" }, { status: 400 });
  // Echoed back so the visitor only retypes the password (the page also works without JavaScript).
  const email = parsed.data.email;
  try {
    const db = getDb(env);
    const client = clientKey(request);
    if (await isLocked(db, email, client)) return data({ error: LOCKED_MESSAGE, email }, { status: 429 });
    const userId = await checkCredentials(db, parsed.data.email, parsed.data.password);
    if (!userId) {
      await recordFailure(db, email, client);
      return data({ error: LOGIN_FAILED, email }, { status: 401 });
    }
    await clearFailures(db, email, client);
    const cookie = await startSession(db, request, userId);
    return redirect(safeRedirect(parsed.data.redirectTo), { headers: { "set-cookie": cookie } });
  } catch (error) {
    console.error("login failed", error);
    return data({ error: LOGIN_ERROR, email }, { status: 500 });
  }
}

export default function LoginPage() {
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const busy = navigation.state === "submitting";
  return (
    <AuthLayout title="Log in">
      <Form method="post" className="space-y-4" noValidate>
        <input type="hidden" name="redirectTo" value={params.get("redirectTo") ?? "/dashboard"} />
        {result?.error ? <ErrorBox>{result.error}</ErrorBox> : null}
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
      <p className="mt-4 text-center text-sm">
        <Link to="/forgot-password" className="font-semibold text-brand-700 underline dark:text-brand-400">
          Forgot password?
        </Link>
      </p>
      {params.get("reset") === "done" ? (
        <p role="status" className="mt-4 rounded-lg bg-green-50 p-3 text-sm text-green-900 dark:bg-green-950 dark:text-green-100">
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
