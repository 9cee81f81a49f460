import type { ReactNode } from "react";

/**
 * The short note beside a control the person's role does not allow (a viewer's disabled Analyze):
 * the words saying who may, so the disabled button is never left unexplained.
 */
export function RoleNote({ children, className = "mt-2" }: { children: ReactNode; className?: string }) {
  return (
    <p data-testid="role-note" className={`max-w-xs text-xs text-slate-700 dark:text-slate-300 ${className}`}>
      {children}
    </p>
  );
}
