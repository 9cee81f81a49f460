// The weekly digest's unsubscribe link. Public: the token in the link is the only key,
// and it can do one thing, remove that person's opt-in. Opening the link changes nothing (mail
// scanners open links too): the page shows a confirm button, a plain form post, no JavaScript
// needed. A mail provider's one-click POST (token in the URL) unsubscribes too.
import { data } from "react-router";
import { AuthLayout } from "~/components/auth/auth-layout";
import { UnsubscribePanel, Unsubscribed } from "~/components/auth/unsubscribe-panel";
import { getEnv } from "~/context";
import { UNSUBSCRIBED, UNSUBSCRIBE_CONFIRM } from "~/features/reports/index";
import { checkDigestUnsubscribe, digestUnsubscribeSchema, unsubscribeDigest } from "~/features/reports/index.server";
import { PRODUCT_NAME } from "~/lib/brand";
import { getDb } from "~/lib/db/client.server";
import { answerRefusal } from "~/lib/refusal.server";
import { parseForm } from "~/lib/validation";
import type { Route } from "./+types/digest-unsubscribe";

export const meta: Route.MetaFunction = () => [
  { title: `Unsubscribe from the weekly digest · ${PRODUCT_NAME}` },
  { name: "robots", content: "noindex" },
];

/** 400 for a link that is not one of ours in shape, 404 for one we do not know: nothing more is said. */
const refused = (message: string) => ({ token: null, error: message, done: false });

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  try {
    return { token: await checkDigestUnsubscribe(getDb(getEnv(context)), token), error: null, done: false };
  } catch (error) {
    return answerRefusal(error, refused);
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = parseForm(await request.formData(), digestUnsubscribeSchema);
  // The page's form sends the token as a field; a one-click POST keeps it in the URL.
  const token = parsed.success ? parsed.data.token : (new URL(request.url).searchParams.get("token") ?? "");
  try {
    await unsubscribeDigest(getDb(getEnv(context)), token);
    return data({ token: null, error: null, done: true }, { status: 200 });
  } catch (error) {
    return answerRefusal(error, refused);
  }
}

export default function DigestUnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  // The form's token is the link's (the loader's): an action that unsubscribed clears it.
  const state = { ...(actionData ?? loaderData), token: loaderData.token };
  return (
    <AuthLayout title="Unsubscribe" intro="The weekly digest">
      <UnsubscribePanel
        state={state}
        confirm={UNSUBSCRIBE_CONFIRM}
        settingsHref="/account#weekly-digest"
        done={<Unsubscribed>{UNSUBSCRIBED}</Unsubscribed>}
      />
    </AuthLayout>
  );
}
