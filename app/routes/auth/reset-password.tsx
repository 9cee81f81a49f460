import { Form, Link, data, redirect, useActionData, useNavigation } from "react-router";
import { AuthLayout } from "~/components/auth/auth-layout";
import { Button } from "~/components/ui/button";
import { ErrorBox } from "~/components/ui/error-box";
import { TextField } from "~/components/ui/text-field";
import { getEnv } from "~/context";
import { ACCOUNT_MESSAGES } from "~/features/account/index";
import { MIN_PASSWORD_LENGTH, RESET_INVALID } from "~/features/auth/index";
import { completeReset, findUsableReset } from "~/features/auth/index.server";
import { PRODUCT_NAME } from "~/lib/brand";
import { getDb } from "~/lib/db/client.server";
import { formValues } from "~/lib/validation";
import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = () => [{ title: `Choose a new password · ${PRODUCT_NAME}` }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const usable = await findUsableReset(getDb(getEnv(context)), token);
  return { token: usable ? token : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const values = formValues(await request.formData(), ["token", "newPassword", "confirmPassword"]);
  const { token = "", newPassword = "", confirmPassword = "" } = values;
  if (newPassword !== confirmPassword) return data({ error: ACCOUNT_MESSAGES.passwordsDiffer }, { status: 400 });
  if (newPassword.length < MIN_PASSWORD_LENGTH)
    return data({ error: ACCOUNT_MESSAGES.passwordTooShort }, { status: 400 });
  if (newPassword.length > 1024) return data({ error: "Password is too long." }, { status: 400 });
  const done = await completeReset(getDb(getEnv(context)), token, newPassword);
  if (!done) return data({ error: RESET_INVALID }, { status: 400 });
  return redirect("/login?reset=done");
}

export default function ResetPasswordPage({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  if (!loaderData.token) {
    return (
      <AuthLayout title="Choose a new password">
        <ErrorBox>{RESET_INVALID}</ErrorBox>
        <p className="mt-6 text-center text-sm">
          <Link to="/forgot-password" className="font-semibold text-brand-700 underline dark:text-brand-400">
            Send a new link
          </Link>
        </p>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout
      title="Choose a new password"
      intro="You will be signed out everywhere and can log in with the new password."
    >
      <Form method="post" className="space-y-4" noValidate>
        <input type="hidden" name="token" value={loaderData.token} />
        {result?.error ? <ErrorBox>{result.error}</ErrorBox> : null}
        <TextField
          label="New password"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          required
          minLength={MIN_PASSWORD_LENGTH}
          hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        />
        <TextField
          label="Confirm new password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
        />
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? "Saving..." : "Set new password"}
        </Button>
      </Form>
    </AuthLayout>
  );
}
