import { Form, Link, data, useActionData, useNavigation } from "react-router";
import { z } from "zod";
import { AuthLayout } from "~/components/auth/auth-layout";
import { Button } from "~/components/ui/button";
import { ErrorBox } from "~/components/ui/error-box";
import { TextField } from "~/components/ui/text-field";
import { cloudflareContext, getEnv } from "~/context";
import { RESET_REQUESTED, TOO_MANY_ATTEMPTS } from "~/features/auth/index";
import { sendResetLink } from "~/features/auth/index.server";
import { PRODUCT_NAME } from "~/lib/brand";
import { getDb } from "~/lib/db/client.server";
import { clientKey, isAllowed } from "~/lib/rate-limit.server";
import { emailField } from "~/lib/validation";
import type { Route } from "./+types/forgot-password";
import { log } from "~/lib/log.server";

export const meta: Route.MetaFunction = () => [{ title: `Reset your password · ${PRODUCT_NAME}` }];

const schema = z.object({ email: emailField });

export async function action({ request, context }: Route.ActionArgs) {
  const env = getEnv(context);
  if (!(await isAllowed(env.AUTH_LIMITER, `reset:${clientKey(request)}`))) {
    return data({ ok: false, message: TOO_MANY_ATTEMPTS }, { status: 429 });
  }
  const parsed = schema.safeParse({ email: (await request.formData()).get("email") });
  if (!parsed.success) return data({ ok: false, message: parsed.error.issues[0]!.message }, { status: 400 });
  const db = getDb(env);
  const origin = new URL(request.url).origin;
  // After the response: the answer and its timing are the same for every address.
  context
    .get(cloudflareContext)
    .ctx.waitUntil(
      sendResetLink(env, db, parsed.data.email, origin).catch((error) =>
        log.error("password-reset.send-failed", { requestId: context.get(cloudflareContext).requestId, error }),
      ),
    );
  return { ok: true, message: RESET_REQUESTED };
}

export default function ForgotPasswordPage() {
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  return (
    <AuthLayout
      title="Reset your password"
      intro="Enter the email of your account and we will send you a link to choose a new password."
    >
      {result?.ok ? (
        <p
          role="status"
          className="rounded-lg bg-green-50 p-4 text-sm text-green-900 dark:bg-green-950 dark:text-green-100"
        >
          {result.message}
        </p>
      ) : (
        <Form method="post" className="space-y-4" noValidate>
          {result && !result.ok ? <ErrorBox>{result.message}</ErrorBox> : null}
          <TextField label="Email" name="email" type="email" autoComplete="email" required />
          <Button type="submit" size="lg" className="w-full" disabled={busy}>
            {busy ? "Sending..." : "Send reset link"}
          </Button>
        </Form>
      )}
      <p className="mt-6 text-center text-sm">
        <Link to="/login" className="font-semibold text-brand-700 underline dark:text-brand-400">
          Back to log in
        </Link>
      </p>
    </AuthLayout>
  );
}
