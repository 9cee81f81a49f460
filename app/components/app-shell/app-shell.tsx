import { type ReactNode, useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { Form, Link, NavLink, useLocation, useNavigation, useSubmit } from "react-router";
import { Logo } from "~/components/logo";
import { ThemeToggle } from "~/components/theme-toggle";
import { LegalFooter } from "~/components/legal/legal-links";
import { YouTubeAttribution } from "~/components/legal/youtube-attribution";
import { useHydrated } from "~/lib/use-hydrated";
import { NAV_ITEMS } from "./nav-items";

/** The plan line every page shows: the allowance of analyses and what unlocks more. */
export type ShellPlan = { name: string; text: string; left: number | null; paid: boolean; demo: boolean };

/** Someone else's workspace the person is working in: whose, and as what. */
export type ShellActing = { name: string; role: "owner" | "manager" | "viewer" };
/** The workspace's channels and the one every tool shows now; the switcher shows from two. */
export type ShellChannels = { current: string | null; list: { id: string; title: string }[] };
export type ShellUser = {
  email: string;
  isDemo: boolean;
  plan?: ShellPlan;
  acting?: ShellActing | null;
  channels?: ShellChannels;
  /** The role's words when it may run no analysis in this workspace (a viewer); null or absent when it may. */
  runRefusal?: string | null;
};

const ACTING_ROLE_WORDS: Record<ShellActing["role"], string> = {
  owner: "an owner: every tool, billing and members",
  manager: "a manager: every tool; billing and members are the owner's",
  viewer: "a viewer: you can read every tool; analyses, settings and billing are for its owners and managers",
};

/** Whose workspace this is, on every page, when it is not the person's own. */
function ActingLine({ acting }: { acting: ShellActing }) {
  return (
    <p
      role="status"
      className="mb-4 rounded-lg border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-950 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-50"
    >
      You are working in <span className="font-semibold">{acting.name}</span>&apos;s workspace as{" "}
      {ACTING_ROLE_WORDS[acting.role]}.{" "}
      <Link to="/account#workspaces" className="font-medium underline">
        Switch workspace
      </Link>
    </p>
  );
}

/**
 * The channel every tool shows, chosen on any page: a GET form to the same page with `?channel=`,
 * so it works without JavaScript (the Show button) and a link to a page opens the same channel;
 * the server remembers the choice for the next pages. With JavaScript, choosing submits.
 *
 * The list always names the channel whose data is on screen: its value is the layout loader's
 * `current`, never what was last picked, so a pick still loading (or one the page never received)
 * cannot put one channel's name over another's figures. While any navigation is under way the list
 * is disabled and says which channel is loading; a second pick waits for the first to settle.
 */
function ChannelSwitcher({ channels }: { channels: ShellChannels }) {
  const location = useLocation();
  const navigation = useNavigation();
  const submit = useSubmit();
  const select = useRef<HTMLSelectElement>(null);
  // Whether the list had focus when a pick was sent: disabling it drops focus, given back once settled.
  const refocus = useRef(false);
  const current = channels.current ?? "";
  const known = channels.list.some((channel) => channel.id === current);
  const pending = navigation.state !== "idle";
  const target = pending ? new URLSearchParams(navigation.location.search).get("channel") : null;
  const loading = target && target !== current ? channels.list.find((channel) => channel.id === target) : undefined;

  const show = (channel: string) => {
    if (navigation.state !== "idle" || channel === current) return;
    refocus.current = document.activeElement === select.current;
    void submit({ channel }, { method: "get", action: location.pathname });
  };

  // A pick made before the page hydrated changed the list on screen but sent nothing (no handler
  // was attached yet), and React's hydration leaves a select's choice as it found it. Read it when
  // the list is first attached, before any re-render writes `current` back over it, and send it,
  // so the page follows what was picked.
  const pickedBeforeHydration = useRef<string | null>(null);
  useLayoutEffect(() => {
    pickedBeforeHydration.current = select.current?.value ?? null;
  }, []);
  useEffect(() => {
    const picked = pickedBeforeHydration.current;
    if (known && picked && picked !== current) show(picked);
    // Mount only: from here on every pick goes through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (pending || !refocus.current) return;
    refocus.current = false;
    select.current?.focus();
  }, [pending]);

  return (
    <Form
      method="get"
      action={location.pathname}
      className="mb-4 flex flex-wrap items-center gap-2 text-sm"
      aria-label="Channel switcher"
      aria-busy={pending}
    >
      <label htmlFor="channel-switcher" className="font-medium">
        Channel
      </label>
      <select
        ref={select}
        id="channel-switcher"
        name="channel"
        value={current}
        disabled={pending}
        // The browser must not restore an earlier pick over the channel this page shows.
        autoComplete="off"
        onChange={(event) => show(event.currentTarget.value)}
        className="rounded-md border border-slate-300 bg-white px-2 py-1 disabled:cursor-wait disabled:opacity-60 dark:border-slate-700 dark:bg-slate-900"
      >
        {channels.list.map((channel) => (
          <option key={channel.id} value={channel.id}>
            {channel.title}
          </option>
        ))}
      </select>
      {/* Always shown: without JavaScript (or before it runs) this is how a pick is sent. */}
      <button
        type="submit"
        disabled={pending}
        className="rounded-md border border-slate-300 px-2 py-1 font-medium disabled:cursor-wait disabled:opacity-60 dark:border-slate-700"
      >
        Show channel
      </button>
      <span role="status" data-testid="channel-switcher-status" className="text-slate-600 dark:text-slate-400">
        {loading ? `Loading ${loading.title}…` : ""}
      </span>
      <Link to="/dashboard#portfolio" className="text-brand-700 underline dark:text-brand-400">
        All channels
      </Link>
    </Form>
  );
}

/**
 * One visible place for the plan and the free analysis: "1 of 1 free analysis left", or, once
 * used, the way to more. Plans and the demo get a quiet line.
 */
function PlanStatus({ plan }: { plan: ShellPlan }) {
  const exhausted = plan.left === 0;
  const tone = exhausted
    ? "border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950/60 dark:text-amber-50"
    : "border-slate-200 bg-white text-slate-700 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-300";
  return (
    <div
      data-testid="plan-status"
      className={`mb-6 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border px-4 py-2 text-sm ${tone}`}
    >
      <span className={exhausted ? "font-semibold" : undefined}>{plan.text}</span>
      {plan.left !== null ? (
        <Link to="/pricing" className="font-semibold text-brand-700 underline underline-offset-2 dark:text-red-300">
          {exhausted ? "Choose a plan" : "See plans"}
        </Link>
      ) : null}
    </div>
  );
}

function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <ul className="space-y-0.5">
      {NAV_ITEMS.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            onClick={onNavigate}
            className={({ isActive }) =>
              `block rounded-lg px-3 py-2 text-sm font-medium ${
                isActive
                  ? "bg-brand-50 text-brand-800 dark:bg-brand-800/30 dark:text-white"
                  : "text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
              }`
            }
          >
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** Email initial and address; <details> so the menu opens without JavaScript too. */
function UserMenu({ user }: { user: ShellUser }) {
  return (
    <details className="group relative">
      <summary className="flex cursor-pointer list-none items-center gap-3 rounded-lg p-2 hover:bg-slate-100 dark:hover:bg-slate-800 [&::-webkit-details-marker]:hidden">
        <span
          aria-hidden="true"
          className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-600 font-semibold text-white uppercase"
        >
          {user.email.charAt(0)}
        </span>
        <span className="min-w-0 flex-1 truncate text-sm">{user.email}</span>
        <span className="sr-only">Open user menu</span>
      </summary>
      <div className="absolute bottom-full left-0 mb-2 w-full rounded-lg border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900">
        <Link to="/account" className="block rounded-md px-3 py-2 text-sm hover:bg-slate-100 dark:hover:bg-slate-800">
          Account Settings
        </Link>
        <Form method="post" action="/logout">
          <button
            type="submit"
            className="block w-full rounded-md px-3 py-2 text-left text-sm text-red-700 hover:bg-slate-100 dark:text-red-400 dark:hover:bg-slate-800"
          >
            {user.isDemo ? "Log Out of Demo" : "Log Out"}
          </button>
        </Form>
      </div>
    </details>
  );
}

function DemoBadge() {
  return (
    <span className="whitespace-nowrap rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-900/50 dark:text-amber-100">
      Demo Mode
    </span>
  );
}

function SidebarContent({ user, onNavigate }: { user: ShellUser; onNavigate?: () => void }) {
  return (
    <div className="flex h-full flex-col">
      <div className="flex items-center gap-2 px-4 py-4">
        <Logo to="/dashboard" />
        {user.isDemo ? <DemoBadge /> : null}
      </div>
      <nav aria-label="Tools" className="flex-1 overflow-y-auto px-3">
        <NavLinks onNavigate={onNavigate} />
      </nav>
      <div className="border-t border-slate-200 p-3 dark:border-slate-800">
        <UserMenu user={user} />
      </div>
    </div>
  );
}

const drawerPanelClass = "fixed inset-y-0 left-0 z-50 w-64 max-w-[85%] bg-white shadow-xl dark:bg-slate-900";
const overlayClass = "fixed inset-0 z-40 bg-slate-900/60";
const menuButtonClass =
  "inline-flex h-10 w-10 cursor-pointer list-none items-center justify-center rounded-lg hover:bg-slate-100 dark:hover:bg-slate-800 [&::-webkit-details-marker]:hidden";

function MenuIcon() {
  return (
    <svg className="h-6 w-6" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}

/**
 * The phone drawer before JavaScript runs, or without it: a native <details> disclosure. The
 * overlay sits inside the <summary>, so a tap on it closes the drawer with no script at all,
 * and following a link loads a page whose drawer starts closed.
 */
function NoScriptDrawer({ user }: { user: ShellUser }) {
  return (
    <details className="group">
      <summary className={menuButtonClass}>
        <MenuIcon />
        <span className="sr-only">Open navigation menu</span>
        <span aria-hidden="true" className={`${overlayClass} hidden group-open:block`} data-testid="drawer-overlay" />
      </summary>
      <div role="dialog" aria-label="Navigation" className={drawerPanelClass}>
        <SidebarContent user={user} />
      </div>
    </details>
  );
}

/** With JavaScript: a modal drawer that takes focus, closes on Escape and holds the page still. */
function MobileDrawer({ user, open, onClose }: { user: ShellUser; open: boolean; onClose: () => void }) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    panel.current?.querySelector<HTMLElement>("a, button")?.focus();
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && onClose();
    document.addEventListener("keydown", onKey);
    // The page behind must not scroll under the drawer (touch scrolling leaks through otherwise).
    const { overflow } = document.body.style;
    document.body.style.overflow = "hidden";
    return () => {
      document.removeEventListener("keydown", onKey);
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, [open, onClose]);
  if (!open) return null;
  return (
    <div className="lg:hidden">
      <div className={overlayClass} aria-hidden="true" onClick={onClose} data-testid="drawer-overlay" />
      <div ref={panel} role="dialog" aria-modal="true" aria-label="Navigation" className={drawerPanelClass}>
        <SidebarContent user={user} onNavigate={onClose} />
      </div>
    </div>
  );
}

export function AppShell({ user, children }: { user: ShellUser; children: ReactNode }) {
  const location = useLocation();
  const hydrated = useHydrated();
  // The drawer remembers the page it was opened on, so any navigation (links, back/forward) closes it.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const drawerOpen = openedOn === location.pathname;
  const closeDrawer = useCallback(() => setOpenedOn(null), []);

  return (
    <div className="min-h-screen bg-slate-50 dark:bg-slate-950">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <aside className="app-sidebar fixed inset-y-0 left-0 hidden w-64 border-r border-slate-200 bg-white lg:block dark:border-slate-800 dark:bg-slate-900">
        <SidebarContent user={user} />
      </aside>
      {hydrated ? <MobileDrawer user={user} open={drawerOpen} onClose={closeDrawer} /> : null}
      <div className="lg:pl-64">
        {/* No backdrop blur: it would trap the no-script drawer's fixed overlay inside this bar. */}
        <header className="sticky top-0 z-30 flex items-center justify-between border-b border-slate-200 bg-white px-4 py-2 lg:hidden dark:border-slate-800 dark:bg-slate-900">
          {hydrated ? (
            <button
              type="button"
              onClick={() => setOpenedOn(location.pathname)}
              aria-label="Open navigation menu"
              aria-expanded={drawerOpen}
              className={menuButtonClass}
            >
              <MenuIcon />
            </button>
          ) : (
            <NoScriptDrawer user={user} />
          )}
          <div className="flex items-center gap-2">
            <Logo to="/dashboard" />
            {/* The sidebar's badge is out of sight on a phone until the drawer opens. */}
            {user.isDemo ? <DemoBadge /> : null}
          </div>
          <ThemeToggle />
        </header>
        <div className="hidden justify-end px-8 pt-4 lg:flex">
          <ThemeToggle />
        </div>
        <main id="main" className="px-4 py-6 lg:px-8">
          {user.channels && user.channels.list.length > 1 ? <ChannelSwitcher channels={user.channels} /> : null}
          {user.acting ? <ActingLine acting={user.acting} /> : null}
          {/* A viewer spends no allowance and runs nothing: the plan line's promise is not theirs. */}
          {user.plan && !user.runRefusal ? <PlanStatus plan={user.plan} /> : null}
          {children}
        </main>
        {/* Every app page shows YouTube's data: the credit and the legal links close each one. */}
        <LegalFooter className="border-t border-slate-200 px-4 py-4 lg:px-8 dark:border-slate-800">
          <YouTubeAttribution />
        </LegalFooter>
      </div>
    </div>
  );
}
