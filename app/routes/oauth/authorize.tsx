// The OAuth authorisation endpoint: Vidwise's own consent page for MCP clients (docs/api-access.md).
// GET shows what the application asks for; the form posts back to the same URL (the request is
// in its query, checked again on POST) and answers with a redirect to the client's registered
// redirect URI, carrying a code or access_denied. Signed-in, confirmed, non-demo accounts only.
import { data, redirect } from "react-router";
import { AuthLayout } from "~/components/auth/auth-layout";
import { ErrorBox } from "~/components/ui/error-box";
import { getEnv, userContext } from "~/context";
import { ConsentForm, SCOPES, type Scope } from "~/features/api-access/index";
import {
  type AuthorizeRequest,
  CONSENT_MESSAGES,
  approve,
  checkAuthorizeRequest,
  consentRefusal,
  denial,
} from "~/features/api-access/index.server";
import { PRODUCT_NAME } from "~/lib/brand";
import { getDb } from "~/lib/db/client.server";
import { isAppError } from "~/lib/errors";
import { FORM_TARGET_HEADER } from "~/lib/form-target";
import { withQuery } from "~/lib/links";
import { answerRefusal } from "~/lib/refusal.server";
import type { Route } from "./+types/authorize";

export const meta: Route.MetaFunction = () => [
  { title: `Connect an application · ${PRODUCT_NAME}` },
  { name: "robots", content: "noindex" },
];

/** The signed-in user, or the redirect to log in and come back to this very request. */
function signedIn(context: Route.LoaderArgs["context"], request: Request) {
  const user = context.get(userContext);
  if (!user) {
    const url = new URL(request.url);
    throw redirect(withQuery("/login", { redirectTo: url.pathname + url.search }));
  }
  return user;
}

/** The request checked, or the answer for a bad one: a redirect back to a verified URI, or a page. */
async function checked(context: Route.LoaderArgs["context"], request: Request) {
  const user = signedIn(context, request);
  const url = new URL(request.url);
  let asked: AuthorizeRequest;
  try {
    asked = await checkAuthorizeRequest(getDb(getEnv(context)), url.searchParams, url.origin);
  } catch (error) {
    // Back to the client when its redirect URI was checked; otherwise the message, on this page's error boundary.
    if (isAppError(error) && typeof error.details.redirectTo === "string") throw redirect(error.details.redirectTo);
    throw answerRefusal(error, (message) => ({ error: message }));
  }
  const refusal = consentRefusal(user);
  if (refusal) throw data({ error: refusal }, { status: 403 });
  return { user, request: asked };
}

/**
 * Where Allow's redirect goes, for the page's Content-Security-Policy: browsers check form-action
 * against a form's redirects too, so the consent page allows the one registered redirect URI's
 * origin (or an app's own scheme). workers/middleware.ts reads the header and never sends it.
 */
function formTarget(redirectUri: string): string {
  const url = new URL(redirectUri);
  return url.origin !== "null" ? url.origin : url.protocol;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, request: asked } = await checked(context, request);
  return data(
    {
      email: user.email,
      view: {
        clientName: asked.clientName,
        redirectHost: new URL(asked.redirectUri).host || asked.redirectUri,
        scopes: asked.scopes,
      },
    },
    { headers: { [FORM_TARGET_HEADER]: formTarget(asked.redirectUri) } },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  const target = loaderHeaders.get(FORM_TARGET_HEADER);
  return target ? { [FORM_TARGET_HEADER]: target } : {};
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, request: asked } = await checked(context, request);
  const form = await request.formData();
  if (form.get("decision") !== "allow" || form.has("deny")) return redirect(denial(asked));
  const granted = SCOPES.filter((s: Scope) => form.get(`scope_${s}`) === "yes" && asked.scopes.includes(s));
  if (granted.length === 0) return data({ error: CONSENT_MESSAGES.noScope }, { status: 400 });
  return redirect(await approve(getDb(getEnv(context)), user, asked, granted));
}

export default function AuthorizePage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AuthLayout
      title="Connect an application"
      intro="An AI assistant or app wants to answer questions from your Vidwise data."
    >
      {actionData?.error ? (
        <div className="mb-4">
          <ErrorBox>{actionData.error}</ErrorBox>
        </div>
      ) : null}
      <ConsentForm view={loaderData.view} email={loaderData.email} />
    </AuthLayout>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message =
    error && typeof error === "object" && "data" in error && (error as { data?: { error?: unknown } }).data?.error;
  return (
    <AuthLayout title="Connect an application">
      <ErrorBox>
        {typeof message === "string"
          ? message
          : "This authorisation request could not be completed. Start again from the application."}
      </ErrorBox>
    </AuthLayout>
  );
}
