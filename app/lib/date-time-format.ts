// Intl.DateTimeFormat objects, built once per locale and options and reused: building one costs far
// more than using it, and pages and engines format hundreds of instants (Competitor Monitor asks for
// the upload slot of every earlier upload of every upload). Keys are the locale and the options'
// JSON; only zones and locales Intl accepts get here (others throw before being kept), so the map
// holds at most a few hundred entries.
const formats = new Map<string, Intl.DateTimeFormat>();

export function cachedDateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}
