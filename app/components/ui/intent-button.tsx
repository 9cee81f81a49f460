import type { ReactNode } from "react";
import { Form } from "react-router";
import { Button } from "./button";

/**
 * One button that posts one action (`intent`) about one thing (`fields`, sent as hidden inputs):
 * Remove, Withdraw and the like. A plain form, so it works without JavaScript.
 */
export function IntentButton({
  intent,
  fields,
  children,
  variant = "secondary",
  size,
  disabled,
}: {
  intent: string;
  fields: Record<string, string>;
  children: ReactNode;
  variant?: "primary" | "secondary" | "ghost" | "danger";
  size?: "sm" | "md" | "lg";
  disabled?: boolean;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" variant={variant} size={size} disabled={disabled}>
        {children}
      </Button>
    </Form>
  );
}
