// Server rendering on workerd: streams HTML, waits for everything when a crawler asks (so it
// sees whole pages), and logs every loader/action/render failure in one structured line.
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import { type EntryContext, type HandleErrorFunction, type RouterContextProvider, ServerRouter } from "react-router";
import { NonceContext, cloudflareContext, nonceContext } from "./context";
import { log } from "~/lib/log.server";
import { PageStylesheetContext } from "~/lib/page-stylesheet";
import { pageStylesheet } from "~/lib/page-stylesheet.server";
import { holdModuleScript } from "~/lib/scripts-after-paint.server";

export const streamTimeout = 5_000;

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  // A visitor who navigates away aborts the request: not a failure of ours.
  if (request.signal.aborted) return;
  // The request id the app layout's error card shows, so support can find this line.
  const requestId = context.get(cloudflareContext).requestId;
  log.error("page.failed", { requestId, method: request.method, url: request.url, error });
};

export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  headers.set("Content-Type", "text/html; charset=utf-8");
  if (request.method === "HEAD") return new Response(null, { status, headers });

  // The Worker's security middleware made this nonce and sends it in the page's
  // Content-Security-Policy: every inline <script> and <style> below must carry it.
  const nonce = loadContext.get(nonceContext) || undefined;
  const stylesheet = await pageStylesheet(loadContext.get(cloudflareContext).env, request.url);
  let shellReady = false;
  const app = (
    <NonceContext value={nonce ?? ""}>
      <PageStylesheetContext value={stylesheet}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </PageStylesheetContext>
    </NonceContext>
  );
  const body = await renderToReadableStream(app, {
    nonce,
    signal: AbortSignal.timeout(streamTimeout + 1_000),
    onError(error) {
      status = 500;
      // Errors before the shell is ready reject the call above and are logged by handleError.
      if (shellReady) log.error("page.stream-failed", { url: request.url, error });
    },
  });
  shellReady = true;

  const userAgent = request.headers.get("user-agent");
  if ((userAgent && isbot(userAgent)) || routerContext.isSpaMode) await body.allReady;

  // The page's JavaScript starts after its first paint (decision 013). Not under `react-router
  // dev`, whose own module scripts (Vite's client, hot reload) must run as they are.
  const html = import.meta.env.DEV ? body : body.pipeThrough(holdModuleScript());
  return new Response(html, { status, headers });
}
