import { Link } from "react-router";
import { Logo } from "~/components/logo";
import { ThemeToggle } from "~/components/theme-toggle";
import { ButtonLink, buttonClass } from "~/components/ui/button";
import { AccessDemoButton } from "~/components/welcome/access-demo-button";
import { useRootData } from "~/lib/root-data";

const textLinkClass =
  "whitespace-nowrap rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800";

/**
 * The one top bar of every public page (/, /landing, /youtube, /pricing, /success, /waitlist).
 * Visitors get Pricing, Log in, Sign up and Access Demo (a POST form, so it works without
 * JavaScript); anyone signed in gets their dashboard instead, and a demo user also Sign up,
 * the way out of the demo into a real account.
 *
 * On a phone the links take a second row rather than shrinking out of sight, and the bar only
 * sticks to the top from `sm` up, where it is one row high.
 */
export function SiteHeader() {
  const user = useRootData()?.user;
  return (
    <header className="site-header z-40 border-b border-slate-200 bg-white sm:sticky sm:top-0 sm:bg-white/95 sm:backdrop-blur dark:border-slate-800 dark:bg-slate-950 sm:dark:bg-slate-950/95">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-2 gap-y-2 px-3 py-3 sm:flex-nowrap sm:px-6">
        <div className="mr-auto">
          <Logo />
        </div>
        <nav
          aria-label="Main"
          className="order-last flex w-full items-center justify-center gap-1 border-t border-slate-200 pt-2 sm:order-none sm:w-auto sm:border-0 sm:pt-0 dark:border-slate-800"
        >
          <Link to="/pricing" className={textLinkClass}>
            Pricing
          </Link>
          {user ? null : (
            <Link to="/login" className={textLinkClass}>
              Log in
            </Link>
          )}
          {!user || user.isDemo ? (
            <Link to="/signup" className={buttonClass("secondary", "sm", "whitespace-nowrap")}>
              Sign up
            </Link>
          ) : null}
        </nav>
        <div className="flex items-center gap-1 sm:gap-2">
          {/* Someone already signed in goes back to their workspace rather than into a fresh demo. */}
          {user ? (
            <ButtonLink to="/dashboard" size="sm" className="whitespace-nowrap">
              Dashboard
            </ButtonLink>
          ) : (
            <AccessDemoButton size="sm" className="whitespace-nowrap" />
          )}
          <ThemeToggle />
        </div>
      </div>
    </header>
  );
}
