// The stylesheet's text for the server to inline into every page, read from the Worker's static
// assets instead of compiled into the script. Method: the production build links app.css as a
// hashed client file (the `?url` import names it); the first page an isolate renders fetches it
// once through the ASSETS binding (a local read of the deployed files, no network hop) and keeps
// the text for the isolate's life. Why: the text inlined as a string would weigh on the Worker's
// gzipped size, which is held to a goal (decision 005), and the pages keep the inline <style>
// that Lighthouse asked for. Guarantee: the same bytes as before in every page; if the read fails the
// page renders unstyled, the failure is logged, and the next request tries again.
// Development and the tests (no built client files) import the text directly instead.
import stylesheetUrl from "~/app.css?url";
import { log } from "~/lib/log.server";
import { oncePerIsolate } from "~/lib/once-per-isolate";

const readFromAssets = oncePerIsolate(async ({ assets, origin }: { assets: Fetcher; origin: string }) => {
  const response = await assets.fetch(new URL(stylesheetUrl, origin));
  if (!response.ok) throw new Error(`ASSETS answered ${response.status} for ${stylesheetUrl}`);
  return response.text();
});

/** The CSS text for this isolate's pages ("" when the built stylesheet could not be read). */
export async function pageStylesheet(env: Env, requestUrl: string): Promise<string> {
  if (import.meta.env.DEV) return (await import("~/app.css?inline")).default;
  try {
    return await readFromAssets({ assets: env.ASSETS, origin: new URL(requestUrl).origin });
  } catch (error) {
    log.error("page.stylesheet-unavailable", { url: stylesheetUrl, error });
    return "";
  }
}
