import { type ChangeEvent, useEffect } from "react";

type TextElement = HTMLInputElement | HTMLTextAreaElement;

/**
 * Keeps what a visitor typed into a controlled text field before the page hydrated.
 *
 * The server's HTML is a working form, so people type into it while the scripts load. React 19
 * hydrates a controlled field without touching the text on screen, but the field's state still
 * holds the server's value ("" for a blank form), and the next render writes that value back: the
 * typed text vanishes and buttons that depend on it stay disabled. React has a fix behind a flag
 * (`enableHydrationChangeEvent`, facebook/react#33129) that is off in the stable release.
 *
 * On mount this calls the field's own `onChange` with the text on screen, so its state catches up
 * before the next render. After a client-side navigation the field is new and matches its state:
 * nothing happens.
 */
export function useTextTypedBeforeHydration<E extends TextElement>(
  fieldId: string,
  value: string | number | readonly string[] | undefined,
  onChange: ((event: ChangeEvent<E>) => void) | undefined,
) {
  useEffect(() => {
    const field = document.getElementById(fieldId);
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
    if (!onChange || value === undefined || field.value === String(value)) return;
    // Handlers here read only `event.target.value`; the event React would have sent carries the same target.
    onChange({ target: field, currentTarget: field, type: "change" } as unknown as ChangeEvent<E>);
    // Mount only: from here on React owns the field.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
