import { Link } from "react-router";
import { Logo } from "~/components/logo";
import { PRODUCT_NAME } from "~/lib/brand";
import { PRIVACY_PATH, TERMS_PATH } from "~/lib/legal";

const FEATURES = [
  "Comment Sentiment",
  "Competitor Monitor",
  "Content Idea Generator",
  "RPM Booster Tips",
  "Series Planner",
  "Content Analyzer",
];

// Pages that exist are links; the rest stay plain text until they do (spec §2).
const COMPANY: { label: string; to?: string }[] = [
  { label: "About Us" },
  { label: "Pricing", to: "/pricing" },
  { label: "Privacy Policy", to: PRIVACY_PATH },
  { label: "Terms of Service", to: TERMS_PATH },
  { label: "Contact" },
];

const SOCIAL = ["YouTube", "X (Twitter)", "Instagram", "TikTok"];

/** The public site's footer. `social` adds the (not yet live) social channels row. */
export function SiteFooter({ social = false }: { social?: boolean }) {
  return (
    <footer className="border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-3 sm:px-6">
        <div>
          <Logo />
          <p className="mt-3 max-w-xs text-sm text-slate-600 dark:text-slate-300">
            Plain-English insights for video creators: know what to create before you record.
          </p>
        </div>
        <FooterList title="Features">
          {FEATURES.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </FooterList>
        <FooterList title="Company">
          {COMPANY.map((item) => (
            <li key={item.label}>
              {item.to ? (
                <Link
                  to={item.to}
                  className="underline-offset-2 hover:text-slate-900 hover:underline dark:hover:text-white"
                >
                  {item.label}
                </Link>
              ) : (
                item.label
              )}
            </li>
          ))}
        </FooterList>
      </div>
      <div className="border-t border-slate-200 dark:border-slate-800">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-5 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between sm:px-6 dark:text-slate-300">
          <p>
            © {new Date().getFullYear()} {PRODUCT_NAME}. All rights reserved.
          </p>
          {social ? (
            // Our channels are not live yet: names only, never links that go nowhere.
            <ul aria-label="Social channels (coming soon)" className="flex flex-wrap gap-x-4 gap-y-1">
              {SOCIAL.map((name) => (
                <li key={name}>
                  <span aria-disabled="true">{name}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
    </footer>
  );
}

function FooterList({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-900 dark:text-white">{title}</h2>
      <ul className="mt-3 space-y-2 text-sm text-slate-600 dark:text-slate-300">{children}</ul>
    </div>
  );
}
