/**
 * Only same-site paths are honoured after login: "/account" yes; "//evil.example",
 * "https://evil.example" and "/\evil.example" (which browsers treat as protocol-relative) no.
 */
export function safeRedirect(to: unknown, fallback = "/dashboard"): string {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  if (/[\u0000-\u001f]/.test(to)) return fallback;
  try {
    const url = new URL(to, "http://vidwise.invalid");
    if (url.origin !== "http://vidwise.invalid") return fallback;
    // Normalising can turn "/./\\evil" into "//evil", which a browser reads as another host.
    if (url.pathname.startsWith("//") || url.pathname.startsWith("/\\")) return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}
