import { Form } from "react-router";
import { buttonClass } from "~/components/ui/button";

/**
 * Starts a private demo session (POST /demo) and opens the dashboard. A form, so it works
 * without JavaScript and a link prefetch can never create sessions.
 */
export function AccessDemoButton({
  label = "Access Demo",
  variant = "primary",
  size = "md",
  className = "",
  asLink = false,
}: {
  label?: string;
  variant?: "primary" | "secondary" | "ghost";
  size?: "sm" | "md" | "lg";
  className?: string;
  asLink?: boolean;
}) {
  return (
    <Form method="post" action="/demo" className="inline">
      <button
        type="submit"
        className={
          asLink
            ? `font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800 dark:text-brand-400 ${className}`
            : buttonClass(variant, size, className)
        }
      >
        {label}
      </button>
    </Form>
  );
}
