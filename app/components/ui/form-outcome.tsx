import { ErrorBox } from "./error-box";

/** What a form's action answered: a done message or a refusal. */
export type FormResult = { ok: boolean; message: string } | null;

/**
 * A form's outcome under it: the done message announced politely (role=status), a refusal in the
 * error box (role=alert). Nothing before the form is sent.
 */
export function FormOutcome({ result, className = "" }: { result: FormResult; className?: string }) {
  if (!result) return null;
  return result.ok ? (
    <p
      role="status"
      className={`rounded-lg bg-green-50 p-3 text-sm text-green-900 dark:bg-green-950 dark:text-green-100 ${className}`}
    >
      {result.message}
    </p>
  ) : (
    <div className={className}>
      <ErrorBox>{result.message}</ErrorBox>
    </div>
  );
}
