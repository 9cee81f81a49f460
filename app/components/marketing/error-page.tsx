import type { ReactNode } from "react";
import { ButtonLink } from "~/components/ui/button";
import { PRODUCT_NAME } from "~/lib/brand";
import { useRootData } from "~/lib/root-data";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/**
 * The page the root ErrorBoundary renders: the public header and footer around a message and a
 * way back (the dashboard for anyone signed in, the home page for everyone). `notFound` covers
 * hidden pages (/admin for non-admins) and any 404 a loader throws; unknown paths never get here,
 * they redirect to / (spec §2).
 */
export function ErrorPage({
  notFound,
  detail,
  roleRefusal = null,
}: {
  notFound: boolean;
  detail: string;
  /** The role check's words (app/lib/auth/roles.ts) when a member's role refused the request. */
  roleRefusal?: string | null;
}) {
  if (roleRefusal) return <ErrorLayout title="Not with your role" eyebrow="403" message={roleRefusal} />;
  return notFound ? (
    <ErrorLayout
      title="Page not found"
      eyebrow="404"
      message="This page does not exist, or it is not open to your account. Nothing is lost: pick up where you were."
    />
  ) : (
    // The spec's words for the router's fallback screen, followed by the status text or message.
    <ErrorLayout title="Unexpected Application Error!" eyebrow="Something went wrong" message={detail} />
  );
}

function ErrorLayout({ title, eyebrow, message }: { title: string; eyebrow: string; message: ReactNode }) {
  // Unknown (not "signed out") when the error came from a middleware: React Router then renders
  // without any loader data, the root's included. Both ways back are offered in that case; the
  // dashboard sends anyone signed out to log in first.
  const user = useRootData()?.user;
  return (
    <>
      <title>{`${title} · ${PRODUCT_NAME}`}</title>
      <SiteHeader />
      <main className="bg-gradient-to-b from-brand-50 to-white px-4 py-16 sm:py-24 dark:from-slate-900 dark:to-slate-950">
        <div className="mx-auto max-w-xl text-center">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700 dark:text-red-300">{eyebrow}</p>
          <h1 className="mt-3 text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
          <p className="mt-4 text-slate-600 dark:text-slate-300">{message}</p>
          <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <ButtonLink to="/dashboard" variant={user ? "primary" : "secondary"} size="lg">
              Go to Dashboard
            </ButtonLink>
            <ButtonLink to="/" variant={user ? "secondary" : "primary"} size="lg">
              Back to the home page
            </ButtonLink>
          </div>
        </div>
      </main>
      <SiteFooter />
    </>
  );
}
