import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/text-field";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * Add by name, @handle or link. A link or @handle is looked up directly (1 quota unit); a plain
 * name runs a YouTube channel search first (search.list: 100 quota units in Google's price list,
 * counted in the daily search allowance), so the hint says so. With JavaScript, Add stays disabled while the trimmed field is
 * empty (spec §5); without it the server refuses a blank name with the same message. The field
 * clears after a successful add (`addedToken` changes) and keeps a refused entry for correcting.
 */
export function AddChannelForm({
  error,
  submitted,
  addedToken,
}: {
  error?: string | null;
  /** What was sent when the add was refused, so it can be corrected. */
  submitted?: string | null;
  addedToken?: string | null;
}) {
  const navigation = useNavigation();
  const adding = navigation.state !== "idle" && navigation.formData?.get("intent") === "add";
  const [value, setValue] = useState(submitted ?? "");
  // Server HTML has Add enabled, so the form works before (and without) hydration.
  const hydrated = useHydrated();
  const [seenToken, setSeenToken] = useState(addedToken);
  if (addedToken !== seenToken) {
    setSeenToken(addedToken);
    if (addedToken) setValue("");
  }

  const blank = value.trim().length === 0;
  return (
    <Form method="post" className="flex flex-wrap items-start gap-3" noValidate>
      <input type="hidden" name="intent" value="add" />
      <TextField
        className="min-w-64 flex-1"
        label="Add a channel"
        name="channel"
        placeholder="@handle, channel name or link"
        hint="@handle, youtube.com/@handle, /channel/UC…, a link to one of their videos, or the channel's name. A name runs a YouTube channel search (search.list, 100 quota units, from the daily search allowance); a handle or link is a 1-unit lookup."
        error={error}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        maxLength={2048}
        autoComplete="off"
      />
      <Button type="submit" className="mt-6" disabled={adding || (hydrated && blank)}>
        {adding ? "Adding..." : "Add"}
      </Button>
    </Form>
  );
}
