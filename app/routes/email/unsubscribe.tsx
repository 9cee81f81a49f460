// The unsubscribe link of the Seasonal Topic Surge Alerts email. Public: it works without
// signing in, the token in the link is the only key. Opening the link changes nothing (mail
// scanners open links too); the button, a plain form post, unsubscribes. A mail provider's
// one-click POST (RFC 8058: body List-Unsubscribe=One-Click, token in the URL) unsubscribes too.
import { data } from "react-router";
import { AuthLayout } from "~/components/auth/auth-layout";
import { UnsubscribePanel, Unsubscribed } from "~/components/auth/unsubscribe-panel";
import { getEnv } from "~/context";
import { UNSUBSCRIBED, UNSUBSCRIBE_CONFIRM } from "~/features/surge-alerts/index";
import { checkUnsubscribeToken, unsubscribeByToken } from "~/features/surge-alerts/index.server";
import { PRODUCT_NAME } from "~/lib/brand";
import { getDb } from "~/lib/db/client.server";
import { answerRefusal } from "~/lib/refusal.server";
import type { Route } from "./+types/unsubscribe";

export const meta: Route.MetaFunction = () => [
  { title: `Unsubscribe · ${PRODUCT_NAME}` },
  { name: "robots", content: "noindex" },
];

/** 400 for a link that is not one of ours in shape, 404 for one we do not know: nothing more is said. */
const refused = (message: string) => ({ token: null, error: message, done: false });

export async function loader({ request, context }: Route.LoaderArgs) {
  try {
    const token = await checkUnsubscribeToken(
      getDb(getEnv(context)),
      new URL(request.url).searchParams.get("token") ?? "",
    );
    return { token, error: null, done: false };
  } catch (error) {
    return answerRefusal(error, refused);
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  // The page's form sends the token as a field; a one-click POST keeps it in the URL.
  const field = form.get("token");
  const token = typeof field === "string" ? field : (new URL(request.url).searchParams.get("token") ?? "");
  try {
    await unsubscribeByToken(getDb(getEnv(context)), token);
    // An explicit 200: otherwise the page's loader, run again after the action, sets the status
    // (400 for a form post whose URL carries no token).
    return data({ token: null, error: null, done: true }, { status: 200 });
  } catch (error) {
    return answerRefusal(error, refused);
  }
}

export default function UnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  // The form's token is the link's (the loader's): an action that unsubscribed clears it.
  const state = { ...(actionData ?? loaderData), token: loaderData.token };
  return (
    <AuthLayout title="Unsubscribe" intro="Seasonal Topic Surge Alerts">
      <UnsubscribePanel
        state={state}
        confirm={UNSUBSCRIBE_CONFIRM}
        settingsHref="/account"
        done={
          <div className="space-y-3">
            <Unsubscribed>{UNSUBSCRIBED}</Unsubscribed>
            <p className="text-sm text-slate-700 dark:text-slate-300">
              Changed your mind? Turn alerts back on in Account Settings.
            </p>
          </div>
        }
      />
    </AuthLayout>
  );
}
