import { Form, Link, data, href, redirect, useActionData, useNavigation } from "react-router";
import { AuthLayout } from "~/components/auth/auth-layout";
import { AgreementNote } from "~/components/legal/agreement-note";
import { Button } from "~/components/ui/button";
import { ErrorBox } from "~/components/ui/error-box";
import { TextField } from "~/components/ui/text-field";
import { cloudflareContext, getEnv, userContext } from "~/context";
import { sendVerificationLink } from "~/features/auth/index.server";
import { createAccount, deleteDemoWorkspace, lookAlikeSessionCookie } from "~/features/auth/index.server";
import { sendSignInLink } from "~/features/auth/index.server";
import { MIN_PASSWORD_LENGTH, SIGNUP_FAILED, TOO_MANY_ATTEMPTS } from "~/features/auth/index";
import { signupSchema } from "~/features/auth/index.server";
import { PRODUCT_NAME } from "~/lib/brand";
import { pageMeta } from "~/lib/seo";
import { getDb } from "~/lib/db/client.server";
import { isAppError } from "~/lib/errors";
import { clientKey, isAllowed } from "~/lib/rate-limit.server";
import { formValues } from "~/lib/validation";
import { withQuery } from "~/lib/links";
import { safeRedirect } from "~/lib/safe-redirect";
import type { Route } from "./+types/signup";
import { log } from "~/lib/log.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: `Create your account · ${PRODUCT_NAME}`,
    description: `Create a free ${PRODUCT_NAME} account. No card required.`,
    path: "/signup",
    matches,
  });

export function loader({ request, context }: Route.LoaderArgs) {
  const asked = new URL(request.url).searchParams.get("redirectTo");
  const user = context.get(userContext);
  if (user && !user.isDemo) throw redirect(safeRedirect(asked));
  // The form carries the page itself (not a data request's URL, never another site).
  return { redirectTo: asked === null ? null : safeRedirect(asked) };
}

type FieldErrors = { email?: string; password?: string; form?: string };

export async function action({ request, context }: Route.ActionArgs) {
  const env = getEnv(context);
  if (!(await isAllowed(env.AUTH_LIMITER, `signup:${clientKey(request)}`))) {
    return data({ errors: { form: TOO_MANY_ATTEMPTS } as FieldErrors, email: "" }, { status: 429 });
  }
  const values = formValues(await request.formData(), ["email", "password", "redirectTo"]);
  // Echoed back on failure so the visitor does not retype it (the page also works without JavaScript).
  const email = values.email?.slice(0, 254) ?? "";
  const parsed = signupSchema.safeParse(values);
  if (!parsed.success) {
    const errors: FieldErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] === "email" ? "email" : "password";
      errors[field] ??= issue.message;
    }
    return data({ errors, email }, { status: 400 });
  }
  const db = getDb(env);
  const origin = new URL(request.url).origin;
  const { ctx, requestId } = context.get(cloudflareContext);
  // One answer for a new address and a taken one (decision 003): the same redirect to the page
  // that says "check your email" (which sends a signed-in visitor on to the dashboard, or back
  // where they came from: an invitation's page) and a session cookie of the same shape. Only a new
  // account's cookie opens a session; that is the one difference left, as a new account signs in
  // at once.
  const landing = withQuery(href("/signup/check-email"), {
    email: parsed.data.email,
    redirectTo: values.redirectTo ? safeRedirect(values.redirectTo) : null,
  });
  // Signing up from the demo ends the demo either way (its sample workspace is not carried over),
  // so the demo's old cookie cannot tell the two answers apart either.
  const previous = context.get(userContext);
  const endDemo = () => (previous?.isDemo ? deleteDemoWorkspace(db, previous.teamChannelId) : Promise.resolve());
  try {
    const result = await createAccount(db, request, parsed.data);
    await endDemo();
    // The confirmation link goes out after the response; the account works meanwhile.
    ctx.waitUntil(
      sendVerificationLink(env, db, result.userId, origin).catch((error) =>
        log.error("signup.verification-link-failed", { requestId, error }),
      ),
    );
    return redirect(landing, { headers: { "set-cookie": result.cookie } });
  } catch (error) {
    if (isAppError(error, "conflict")) {
      // The address has an account: nothing is created or changed, the cookie opens nothing, and
      // the owner is mailed a one-time sign-in link instead (capped per account, after the response).
      await endDemo();
      ctx.waitUntil(
        sendSignInLink(env, db, parsed.data.email, origin, "sign-up").catch((error) =>
          log.error("signup.existing-notice-failed", { requestId, error }),
        ),
      );
      return redirect(landing, { headers: { "set-cookie": await lookAlikeSessionCookie(request) } });
    }
    log.error("signup.failed", { requestId, error });
    return data({ errors: { form: SIGNUP_FAILED } as FieldErrors, email }, { status: 500 });
  }
}

export default function SignupPage({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const { redirectTo } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const errors: FieldErrors = result?.errors ?? {};
  return (
    <AuthLayout title="Create your account" intro="One free analysis included. No card required.">
      <Form method="post" className="space-y-4" noValidate>
        {errors.form ? <ErrorBox>{errors.form}</ErrorBox> : null}
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          error={errors.email}
          defaultValue={result?.email}
          key={result?.email}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={MIN_PASSWORD_LENGTH}
          hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
          error={errors.password}
        />
        <AgreementNote action="signing up" />
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? "Creating account..." : "Create account"}
        </Button>
      </Form>
      <p className="mt-6 text-center text-sm">
        Already have an account?{" "}
        <Link
          to={redirectTo ? withQuery("/login", { redirectTo }) : "/login"}
          className="font-semibold text-brand-700 underline dark:text-brand-400"
        >
          Log in
        </Link>
      </p>
    </AuthLayout>
  );
}
