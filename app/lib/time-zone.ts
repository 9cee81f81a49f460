// IANA time zones ("Europe/Berlin"): what the runtime knows is what the user may choose.

/** Whether the runtime can format dates in this zone. */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** Every zone the runtime lists, for a picker; UTC first. */
export function timeZoneChoices(): string[] {
  const listed = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return ["UTC", ...listed.filter((z) => z !== "UTC")];
}
