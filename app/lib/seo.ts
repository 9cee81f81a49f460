import type { MetaDescriptor } from "react-router";
import { PRODUCT_NAME } from "~/lib/brand";

/**
 * The meta tags every public page needs, so titles, social previews and the canonical URL
 * never drift apart. `path` is site-relative: the same build serves several hostnames.
 */
export function pageMeta({
  title,
  description,
  path,
}: {
  title: string;
  description: string;
  path: string;
}): MetaDescriptor[] {
  return [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: PRODUCT_NAME },
    { name: "twitter:card", content: "summary" },
    { tagName: "link", rel: "canonical", href: path },
  ];
}
