import { useLocation } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { PRODUCT_NAME } from "~/lib/brand";

/**
 * What the app layout's ErrorBoundary shows in place of a tool that failed: the sidebar stays, so
 * one broken tool never takes the rest of the app with it. "Try again" reloads the same address
 * (a plain link, so it works without JavaScript); the request id is the one in the server's log
 * line for the failure (`page.failed`), for support to find it.
 */
export function ToolErrorCard({ notFound, requestId }: { notFound: boolean; requestId: string | null }) {
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const title = notFound ? "Not found" : "This tool could not load";
  return (
    <div className="mx-auto max-w-2xl">
      <title>{`${title} · ${PRODUCT_NAME}`}</title>
      <Card role="alert" className="space-y-3">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700 dark:text-red-300">
          {notFound ? "404" : "Something went wrong"}
        </p>
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        <p className="text-slate-600 dark:text-slate-300">
          {notFound
            ? "What you asked for does not exist, or it is not open to your account. The rest of the app works as usual."
            : "Something failed on our side while this page was loading. Nothing you saved is lost; the other tools work as usual."}
        </p>
        {requestId && !notFound ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            If it keeps happening, tell support this request id:{" "}
            <code className="break-all font-mono">{requestId}</code>
          </p>
        ) : null}
        <div className="flex flex-wrap gap-3 pt-2">
          {notFound ? null : <ButtonLink to={here}>Try again</ButtonLink>}
          <ButtonLink to="/dashboard" variant={notFound ? "primary" : "secondary"}>
            Go to Dashboard
          </ButtonLink>
        </div>
      </Card>
    </div>
  );
}
