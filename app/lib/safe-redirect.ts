/**
 * Only same-site paths are honoured after login: "/account" yes; "//evil.example",
 * "https://evil.example" and "/\evil.example" (which browsers treat as protocol-relative) no.
 *
 * A target that is one of React Router's data requests ("/comment-sentiment.data?_routes=…", what
 * a client-side navigation fetches) is turned into its page ("/comment-sentiment"): landing on the
 * raw data, or on nothing, is never what the person asked for.
 */
export function safeRedirect(to: unknown, fallback = "/dashboard"): string {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  if (/[\u0000-\u001f]/.test(to)) return fallback;
  try {
    const url = new URL(to, "http://vidwise.invalid");
    if (url.origin !== "http://vidwise.invalid") return fallback;
    const page = requestedPage(url);
    // Normalising can turn "/./\\evil" into "//evil", which a browser reads as another host.
    if (page.startsWith("//") || page.startsWith("/\\")) return fallback;
    return page;
  } catch {
    return fallback;
  }
}

/**
 * The page a request is for, as path, query and hash: React Router's data request for a page
 * ("/page.data", the root's "/_.data") names the page, and the search parameters React Router adds
 * ("_routes", and "index" without a value) are dropped. The page's own query is kept as it was.
 */
export function requestedPage(url: URL): string {
  let pathname = url.pathname;
  if (pathname.endsWith("/_.data")) pathname = pathname.slice(0, -"_.data".length);
  else if (pathname.endsWith(".data")) pathname = pathname.slice(0, -".data".length);
  return pathname + pageSearch(url.search) + url.hash;
}

function pageSearch(search: string): string {
  const params = new URLSearchParams(search);
  const routerOnly = params.has("_routes") || params.getAll("index").some((value) => value === "");
  if (!routerOnly) return search;
  const kept = new URLSearchParams();
  for (const [key, value] of params) {
    if (key === "_routes" || (key === "index" && value === "")) continue;
    kept.append(key, value);
  }
  const rest = kept.toString();
  return rest ? `?${rest}` : "";
}
