// One vocabulary for a trend wherever a page shows one: a keyword's interest, an RPM's month on
// month, comments' sentiment over time. The engines keep their own values (the spec fixes them:
// "increasing", "improving", "rising"...); what a creator reads is always one of these words, so
// the same movement never reads "improving" on one page and "Increasing" or "Stable" on another.

/** Every trend value an engine gives, by the direction it names. */
const DIRECTION = {
  spiking: "spiking",
  rising: "rising",
  increasing: "rising",
  improving: "rising",
  steady: "steady",
  stable: "steady",
  declining: "declining",
  decreasing: "declining",
} as const;

export type TrendValue = keyof typeof DIRECTION;

const WORD = { spiking: "Spiking", rising: "Rising", steady: "Steady", declining: "Declining" } as const;

export type TrendWord = (typeof WORD)[keyof typeof WORD];

/** The trend as a label shows it, capitalised: "Rising", "Steady", "Declining" ("Spiking" for a keyword's surge). */
export function trendWord(value: TrendValue): TrendWord {
  return WORD[DIRECTION[value]];
}

/** The same word inside a sentence: "rising", "steady", "declining". */
export function trendWordInText(value: TrendValue): string {
  return trendWord(value).toLowerCase();
}
