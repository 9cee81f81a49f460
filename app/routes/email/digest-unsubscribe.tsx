// The weekly digest's unsubscribe link (issue 41). Public: the token in the link is the only key,
// and it can do one thing, remove that person's opt-in. Opening the link changes nothing (mail
// scanners open links too): the page shows a confirm button, a plain form post, no JavaScript
// needed. A mail provider's one-click POST (token in the URL) unsubscribes too.
import { Form, Link, data, useNavigation } from "react-router";
import { AuthLayout } from "~/components/auth/auth-layout";
import { Button } from "~/components/ui/button";
import { ErrorBox } from "~/components/ui/error-box";
import { getEnv } from "~/context";
import { UNSUBSCRIBED, UNSUBSCRIBE_CONFIRM } from "~/features/reports/index";
import {
  type DigestTokenCheck,
  checkDigestUnsubscribe,
  digestUnsubscribeSchema,
  unsubscribeDigest,
} from "~/features/reports/index.server";
import { PRODUCT_NAME } from "~/lib/brand";
import { getDb } from "~/lib/db/client.server";
import { parseForm } from "~/lib/validation";
import type { Route } from "./+types/digest-unsubscribe";

export const meta: Route.MetaFunction = () => [
  { title: `Unsubscribe from the weekly digest · ${PRODUCT_NAME}` },
  { name: "robots", content: "noindex" },
];

function failure(check: Extract<DigestTokenCheck, { ok: false }>) {
  return data({ token: null, error: check.message, done: false }, { status: check.reason === "malformed" ? 400 : 404 });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const check = await checkDigestUnsubscribe(getDb(getEnv(context)), token);
  return check.ok ? { token: check.token, error: null, done: false } : failure(check);
}

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = parseForm(await request.formData(), digestUnsubscribeSchema);
  // The page's form sends the token as a field; a one-click POST keeps it in the URL.
  const token = parsed.success ? parsed.data.token : (new URL(request.url).searchParams.get("token") ?? "");
  const result = await unsubscribeDigest(getDb(getEnv(context)), token);
  return result.ok ? data({ token: null, error: null, done: true }, { status: 200 }) : failure(result);
}

export default function DigestUnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  const state = actionData ?? loaderData;
  return (
    <AuthLayout title="Unsubscribe" intro="The weekly digest">
      {state.done ? (
        <p
          role="status"
          className="rounded-lg bg-green-50 p-3 text-sm font-medium text-green-900 dark:bg-green-950 dark:text-green-100"
        >
          {UNSUBSCRIBED}
        </p>
      ) : state.error ? (
        <ErrorBox>{state.error}</ErrorBox>
      ) : (
        <Form method="post" className="space-y-4">
          <p className="text-sm text-slate-700 dark:text-slate-300">{UNSUBSCRIBE_CONFIRM}</p>
          <input type="hidden" name="token" value={loaderData.token ?? ""} />
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? "Unsubscribing…" : "Unsubscribe"}
          </Button>
        </Form>
      )}
      <p className="mt-6 text-center text-sm">
        <Link to="/account#weekly-digest" className="font-semibold text-brand-700 underline dark:text-brand-400">
          Account Settings
        </Link>
      </p>
    </AuthLayout>
  );
}
