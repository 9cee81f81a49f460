import { Link, redirect } from "react-router";
import { AuthLayout } from "~/components/auth/auth-layout";
import { userContext } from "~/context";
import { CheckEmailNotice } from "~/features/auth/components/check-email";
import { PRODUCT_NAME } from "~/lib/brand";
import { safeRedirect } from "~/lib/safe-redirect";
import { emailField } from "~/lib/validation";
import type { Route } from "./+types/signup-check-email";

export const meta: Route.MetaFunction = () => [
  { title: `Check your email · ${PRODUCT_NAME}` },
  { name: "robots", content: "noindex" },
];

// Where every sign-up is sent, so a new address and a taken one get the same redirect (decision
// 003). A new account arrives signed in and goes on at once: to the dashboard, or back where it
// came from (`redirectTo`, an invitation's page). A taken address arrives with a cookie that opens
// nothing and reads the words a new account reads after signing up, and nothing else, so the page
// tells nobody the address is taken; the mail to the owner says the rest
// (features/auth/sign-in-link.server.ts). The address comes in the URL so the person can spot a
// typo in it; anything but an address is not shown.
export function loader({ request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const user = context.get(userContext);
  if (user && !user.isDemo) throw redirect(safeRedirect(query.get("redirectTo")));
  const parsed = emailField.safeParse(query.get("email") ?? "");
  return { email: parsed.success ? parsed.data : null };
}

export default function SignupCheckEmailPage({ loaderData }: Route.ComponentProps) {
  return (
    <AuthLayout title="Nearly there">
      <CheckEmailNotice email={loaderData.email} />
      <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">
        The link can take a minute to arrive. Nothing there? Look in your spam folder.
      </p>
      <p className="mt-6 text-center text-sm">
        Typed the wrong address?{" "}
        <Link to="/signup" className="font-semibold text-brand-700 underline dark:text-brand-400">
          Sign up again
        </Link>
      </p>
    </AuthLayout>
  );
}
