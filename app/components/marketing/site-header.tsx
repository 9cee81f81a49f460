import type { ReactNode } from "react";
import { Link } from "react-router";
import { Logo } from "~/components/logo";
import { ThemeToggle } from "~/components/theme-toggle";
import { ButtonLink } from "~/components/ui/button";
import { AccessDemoButton } from "~/components/welcome/access-demo-button";
import { useRootData } from "~/root";

/** For plain text links in the header, next to its buttons. */
export const headerLinkClass =
  "whitespace-nowrap rounded-lg px-2 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 sm:px-3 dark:text-slate-200 dark:hover:bg-slate-800";

/** The public site's top bar. `actions` replaces the default Pricing + Access Demo pair. */
export function SiteHeader({ actions }: { actions?: ReactNode }) {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-2 px-3 py-3 sm:px-6">
        {/* On the narrowest phones the wordmark steps aside (still read out) so the actions fit. */}
        <div className="max-[400px]:[&_span]:sr-only">
          <Logo />
        </div>
        <nav aria-label="Main" className="flex items-center gap-1 sm:gap-2">
          {actions ?? <DefaultActions />}
          <ThemeToggle />
        </nav>
      </div>
    </header>
  );
}

function DefaultActions() {
  const user = useRootData()?.user;
  return (
    <>
      <Link to="/pricing" className={headerLinkClass}>
        Pricing
      </Link>
      {/* Someone already signed in goes back to their workspace rather than into a fresh demo. */}
      {user ? (
        <ButtonLink to="/dashboard" size="sm" className="whitespace-nowrap">
          Dashboard
        </ButtonLink>
      ) : (
        <AccessDemoButton size="sm" className="whitespace-nowrap" />
      )}
    </>
  );
}
