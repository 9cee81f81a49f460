// Internal links with a query string: the path comes from React Router's typed `href()` (so a
// path that is not in app/routes.ts fails the typecheck), the query and fragment are added here,
// each value encoded with encodeURIComponent. Empty values are left out.
export function withQuery(
  path: string,
  query: Record<string, string | number | null | undefined>,
  hash?: string,
): string {
  const pairs = Object.entries(query)
    .filter(
      (entry): entry is [string, string | number] => entry[1] !== null && entry[1] !== undefined && entry[1] !== "",
    )
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  return `${path}${pairs.length ? `?${pairs.join("&")}` : ""}${hash ? `#${hash}` : ""}`;
}
