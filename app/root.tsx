import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteLoaderData,
} from "react-router";
import { useContext, useEffect } from "react";
import type { Route } from "./+types/root";
import { roleRefusalOf } from "~/lib/auth/role-refusal";
import { ErrorPage } from "./components/marketing/error-page";
import { NonceContext, getEnv, onlyPausedChannelsContext, userContext } from "./context";
import { readSessionUser } from "./lib/auth/session.server";
import { DEFAULT_SUPPORT_EMAIL, THEME_STORAGE_KEY } from "./lib/brand";
import { getDb } from "./lib/db/client.server";
import { START_AFTER_PAINT_SCRIPT } from "./lib/scripts-after-paint";
import type { RootData } from "./lib/root-data";
import { simulatedNotice, simulatedServices } from "./lib/simulated-services";
import { inChannel, keepToPlan } from "./features/channel-data/index.server";
import { demoReadReady } from "./features/demo-showcase/index.server";
import { ViewerFormatProvider } from "./lib/use-viewer-format";
import { localeFromAcceptLanguage, viewerFormatSettings } from "./lib/viewer-format";
// Inlined, not linked: measured both ways with `npm run lighthouse`, a linked stylesheet puts a
// render-blocking request before first paint on a phone (the figures: docs/benchmarks.md, decision
// 005's measurements). The server provides the text
// (lib/page-stylesheet.server.ts reads it from the static assets, not from the Worker's script;
// decision 005); the browser keeps the server's <style> as it is.
import { PageStylesheetContext } from "./lib/page-stylesheet";

// Who is signed in, read once per request and shared with every loader and action below. A page's
// `?channel=` (a link to one channel's view, the switcher without JavaScript) chooses which of the
// workspace's channels it shows, and is remembered for the next pages; a channel the workspace
// does not hold is ignored (the page shows the channel chosen before). A channel chosen before the
// plan lapsed, now paused, gives way to the first one the plan still includes.
const loadUser: Route.MiddlewareFunction = async ({ request, context }) => {
  const db = getDb(getEnv(context));
  const user = await readSessionUser(db, request);
  const channel = user ? new URL(request.url).searchParams.get("channel") : null;
  const chosen = user && channel ? ((await inChannel(db, user, channel, { remember: true })) ?? user) : user;
  const kept = chosen && (await keepToPlan(db, chosen));
  context.set(userContext, kept ?? chosen);
  context.set(onlyPausedChannelsContext, chosen !== null && kept === null);
};

// A demo started while a fresh server was still making the week's results opens at once
// (demo-showcase); its other pages wait for those results to arrive rather than show empty tools
// (its /api reads too: workers/api/session.ts). The dashboard, where the demo opens, does not wait.
const awaitDemoResults: Route.MiddlewareFunction = async ({ request, context }) => {
  const user = context.get(userContext);
  // Only a demo's requests read their path: every other request passes untouched.
  if (user?.isDemo && new URL(request.url).pathname.replace(/\.data$/, "") !== "/dashboard")
    await demoReadReady(user, request.method);
};

export const middleware: Route.MiddlewareFunction[] = [loadUser, awaitDemoResults];

export function loader({ request, context }: Route.LoaderArgs): RootData {
  const user = context.get(userContext);
  return {
    origin: new URL(request.url).origin,
    user: user && { email: user.email, isDemo: user.isDemo, platform: user.platform },
    supportEmail: getEnv(context).SUPPORT_EMAIL || DEFAULT_SUPPORT_EMAIL,
    simulatedNotice: simulatedNotice(simulatedServices(getEnv(context))),
    // Decided here, once, and sent down: the browser formats with the same zone and locale as the
    // server did, so hydration agrees (never the browser's own zone during render).
    viewerFormat: viewerFormatSettings({
      timeZone: user?.timeZone,
      locale: localeFromAcceptLanguage(request.headers.get("accept-language")),
    }),
  };
}

// Runs before first paint so the page never flashes the wrong theme. It always sets `dark` or
// `light`: without either (JavaScript off) app.css follows the system's preference instead.
const themeScript = `(function(){try{var t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});var d=t==="dark"||(t!=="light"&&window.matchMedia("(prefers-color-scheme: dark)").matches);var c=document.documentElement.classList;c.toggle("dark",d);c.toggle("light",!d)}catch(e){}})()`;

export function Layout({ children }: { children: React.ReactNode }) {
  // The Content-Security-Policy nonce of this response (server only; see app/context.ts).
  const nonce = useContext(NonceContext) || undefined;
  const inlineCss = useContext(PageStylesheetContext);
  // Undefined on the error page of a failed root loader: no notice then.
  const rootData = useRouteLoaderData<RootData>("root");
  const notice = rootData?.simulatedNotice;
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#c8201b" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: themeScript }} suppressHydrationWarning />
        <style nonce={nonce} dangerouslySetInnerHTML={{ __html: inlineCss }} suppressHydrationWarning />
        <Meta />
        <Links />
      </head>
      <body>
        {notice ? (
          // Every page, public and signed in: the fake world's channels and numbers must never pass
          // for YouTube's. Not shown in production, where no fake is configured.
          // A labelled landmark of its own, so assistive technology can find it and every piece of
          // the page stays inside a landmark.
          <div
            role="region"
            aria-label="Server notice"
            data-testid="simulated-notice"
            className="server-notice bg-amber-100 px-4 py-1.5 text-center text-sm font-medium text-amber-950 lg:sticky lg:top-0 lg:z-40 lg:h-8 lg:truncate dark:bg-amber-900 dark:text-amber-50"
          >
            <p>{notice}</p>
          </div>
        ) : null}
        <ViewerFormatProvider settings={rootData?.viewerFormat}>{children}</ViewerFormatProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        {/* Releases the module script entry.server.tsx held back, after the first paint (decision 013). */}
        {import.meta.env.DEV ? null : (
          <script
            nonce={nonce}
            dangerouslySetInnerHTML={{ __html: START_AFTER_PAINT_SCRIPT }}
            suppressHydrationWarning
          />
        )}
      </body>
    </html>
  );
}

export default function App() {
  // The root's effect runs after every route below it has hydrated: from then on the page is the
  // running app, not the server's HTML (browser tests wait for this before driving a fetcher form).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  let detail = "Unknown error";
  if (isRouteErrorResponse(error)) {
    detail = error.statusText || String(error.status);
  } else if (error instanceof Error) {
    detail = error.message;
  }
  // React Router answers a middleware's throw (the role check) with this boundary and no loader data.
  return <ErrorPage notFound={notFound} detail={detail} roleRefusal={roleRefusalOf(error)} />;
}
