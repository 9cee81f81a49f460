// The invitation link mailed to a new member: `/invite?token=…`. The page says who
// invited whom to which workspace with which role; the button accepts (a GET changes nothing, so a
// mail scanner opening the link does not spend it). Signed out, it asks to sign in or sign up and
// comes back here. Plain forms: it works without JavaScript.
import { Form, Link, data, redirect, useActionData, useNavigation } from "react-router";
import { AuthLayout } from "~/components/auth/auth-layout";
import { Button } from "~/components/ui/button";
import { ErrorBox } from "~/components/ui/error-box";
import { getEnv, userContext } from "~/context";
import { TEAM_MESSAGES } from "~/features/team/index";
import { acceptInvitation, acceptInvitationSchema, invitationState } from "~/features/team/index.server";
import { PRODUCT_NAME } from "~/lib/brand";
import { getDb } from "~/lib/db/client.server";
import { isAppError } from "~/lib/errors";
import { withQuery } from "~/lib/links";
import { firstIssue, parseForm } from "~/lib/validation";
import type { Route } from "./+types/invite";

export const meta: Route.MetaFunction = () => [
  { title: `Your invitation · ${PRODUCT_NAME}` },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = (url.searchParams.get("token") ?? "").slice(0, 100);
  const invitation = await invitationState(getDb(getEnv(context)), token || null);
  const user = context.get(userContext);
  return {
    token,
    invitation,
    signedInAs: user && !user.isDemo ? user.email : null,
    here: url.pathname + url.search,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = parseForm(await request.formData(), acceptInvitationSchema);
  if (!parsed.success) return data({ error: firstIssue(parsed.error) }, { status: 400 });
  const user = context.get(userContext);
  if (!user || user.isDemo)
    throw redirect(withQuery("/login", { redirectTo: withQuery("/invite", { token: parsed.data.token }) }));
  try {
    await acceptInvitation(getDb(getEnv(context)), user, parsed.data.token);
  } catch (error) {
    if (isAppError(error)) return data({ error: error.message }, { status: error.status });
    throw error;
  }
  return redirect("/dashboard");
}

const STATE_ERRORS = {
  unknown: TEAM_MESSAGES.invitationUnknown,
  used: TEAM_MESSAGES.invitationUsed,
  expired: TEAM_MESSAGES.invitationExpired,
} as const;

export default function InvitePage({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const { invitation, signedInAs, token, here } = loaderData;
  const linkClass = "font-semibold text-brand-700 underline dark:text-brand-400";
  if (invitation.state !== "pending")
    return (
      <AuthLayout title="Your invitation">
        <ErrorBox>{STATE_ERRORS[invitation.state]}</ErrorBox>
      </AuthLayout>
    );
  const otherAccount = signedInAs !== null && signedInAs !== invitation.email;
  return (
    <AuthLayout
      title="Join a workspace"
      intro={
        <>
          <strong>{invitation.inviter ?? "The owner"}</strong> invited <strong>{invitation.email}</strong> to{" "}
          {invitation.workspaceName ? `${invitation.workspaceName}'s` : "their"} {PRODUCT_NAME} workspace as a{" "}
          <strong>{invitation.role}</strong>.
        </>
      }
    >
      {result?.error ? <ErrorBox>{result.error}</ErrorBox> : null}
      {signedInAs === null ? (
        <p className="mt-4 text-sm">
          <Link to={withQuery("/login", { redirectTo: here })} className={linkClass}>
            Log in
          </Link>{" "}
          or{" "}
          <Link to={withQuery("/signup", { redirectTo: here })} className={linkClass}>
            create an account
          </Link>{" "}
          as {invitation.email} to accept it; you will come back here.
        </p>
      ) : otherAccount ? (
        <ErrorBox>{TEAM_MESSAGES.wrongAccount(invitation.email)}</ErrorBox>
      ) : null}
      {signedInAs !== null && !otherAccount ? (
        <Form method="post" className="mt-4">
          <input type="hidden" name="token" value={token} />
          {/* The intent rides in a hidden field, so a form sent without the button (Enter, a script) still says what it is. */}
          <input type="hidden" name="intent" value="accept-invitation" />
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? "Joining…" : "Accept the invitation"}
          </Button>
        </Form>
      ) : null}
    </AuthLayout>
  );
}
