import { Link, useRouteLoaderData } from "react-router";
import { RoleNote } from "~/components/ui/role-note";
import type { ShellUser } from "./app-shell";

function useShellUser(): ShellUser | undefined {
  return useRouteLoaderData<{ user: ShellUser }>("routes/app/layout")?.user;
}

/**
 * Why this person may not run analyses in this workspace (a viewer: the role's words, from the app
 * layout's loader), or null when they may. The pages render their run buttons disabled with it, so
 * a viewer is never offered a run the server refuses.
 */
export function useRunRefusal(): string | null {
  return useShellUser()?.runRefusal ?? null;
}

/** The role's note beside a run button, for a viewer only. */
export function RunRefusalNote({ className }: { className?: string }) {
  const refusal = useRunRefusal();
  return refusal ? <RoleNote className={className}>{refusal}</RoleNote> : null;
}

/**
 * The line under a tool's run button for a free account: that the run uses the one free
 * analysis, or, once used, where more come from. Reads the app layout's loader (the same count
 * the shell shows); plans and the demo get nothing. A viewer runs nothing, so is promised nothing:
 * they get the role's note instead.
 */
export function RunAllowanceNote() {
  const user = useShellUser();
  if (user?.runRefusal) return <RoleNote>{user.runRefusal}</RoleNote>;
  const plan = user?.plan;
  if (!plan || plan.left === null) return null;
  return (
    <p className="mt-2 text-xs text-slate-600 dark:text-slate-400" data-testid="run-allowance">
      {plan.left > 0 ? (
        "Uses your one free analysis."
      ) : (
        <>
          Free analysis used.{" "}
          <Link to="/pricing" className="font-semibold text-brand-700 underline underline-offset-2 dark:text-red-300">
            A plan has no monthly cap on analyses
          </Link>
        </>
      )}
    </p>
  );
}
