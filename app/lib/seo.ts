import type { MetaDescriptor } from "react-router";
import { PRODUCT_NAME } from "~/lib/brand";

type MetaMatches = ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;

/** The origin the page was served from, as the root loader saw it (one build serves several hosts). */
function servedOrigin(matches: MetaMatches): string {
  const root = matches.find((match) => match?.id === "root")?.loaderData as { origin?: string } | undefined;
  return root?.origin ?? "";
}

/**
 * The meta tags every public page needs, so titles, social previews and the canonical URL
 * never drift apart. Canonical and og:url are absolute, as crawlers require.
 */
export function pageMeta({
  title,
  description,
  path,
  matches,
}: {
  title: string;
  description: string;
  path: string;
  matches: MetaMatches;
}): MetaDescriptor[] {
  const url = `${servedOrigin(matches)}${path}`;
  return [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: PRODUCT_NAME },
    { name: "twitter:card", content: "summary" },
    { property: "og:url", content: url },
    { tagName: "link", rel: "canonical", href: url },
  ];
}
