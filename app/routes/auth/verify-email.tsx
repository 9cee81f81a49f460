import { Form, Link, data, redirect, useActionData, useNavigation } from "react-router";
import { AuthLayout } from "~/components/auth/auth-layout";
import { Button } from "~/components/ui/button";
import { ErrorBox } from "~/components/ui/error-box";
import { getEnv, userContext } from "~/context";
import { verifyEmail } from "~/features/auth/index.server";
import { PRODUCT_NAME } from "~/lib/brand";
import { getDb } from "~/lib/db/client.server";
import { formValues } from "~/lib/validation";
import type { Route } from "./+types/verify-email";

export const meta: Route.MetaFunction = () => [
  { title: `Confirm your email · ${PRODUCT_NAME}` },
  { name: "robots", content: "noindex" },
];

export const VERIFY_INVALID =
  "This confirmation link is invalid, already used or expired. Send a new one from Account Settings.";

// The mailed link opens this page; the button spends the token. A GET changes nothing, so mail
// scanners that open links do not use it up before the creator does.
export function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { token: token.slice(0, 100) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { token = "" } = formValues(await request.formData(), ["token"]);
  const done = await verifyEmail(getDb(getEnv(context)), token);
  if (!done) return data({ error: VERIFY_INVALID }, { status: 400 });
  return redirect(context.get(userContext) ? "/account?verified=1" : "/login?verified=1");
}

export default function VerifyEmailPage({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  return (
    <AuthLayout title="Confirm your email" intro="One click confirms that this address is yours.">
      {result?.error || !loaderData.token ? <ErrorBox>{result?.error ?? VERIFY_INVALID}</ErrorBox> : null}
      {loaderData.token ? (
        <Form method="post" className="mt-4">
          <input type="hidden" name="token" value={loaderData.token} />
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? "Confirming…" : "Confirm my email"}
          </Button>
        </Form>
      ) : null}
      <p className="mt-6 text-center text-sm">
        <Link to="/account" className="font-semibold text-brand-700 underline dark:text-brand-400">
          Account Settings
        </Link>
      </p>
    </AuthLayout>
  );
}
