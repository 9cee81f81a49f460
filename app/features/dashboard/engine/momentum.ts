// The momentum panel's summary line: the latest uploads ranked against the channel's norm by the
// same ratio (projected 28-day views ÷ norm) the forecaster's status is read from, and each named
// upload carries that status. A relative word alone ("weakest") beside rows that all read "Ahead"
// would say two things about one upload; naming the rank and the status together cannot.

export type MomentumStatus = "ahead" | "on-track" | "behind";

/** What the summary reads of one upload (the forecaster's LatestUpload has these fields). */
export type MomentumUpload = {
  id: string;
  title: string;
  expected: number;
  norm: number | null;
  status: MomentumStatus | null;
};

export type MomentumPick = {
  id: string;
  title: string;
  expected: number;
  /** Projected 28-day views against the norm, as a signed whole percent (+51 = 51% above it). */
  vsNorm: number;
  status: MomentumStatus;
};

export type MomentumSummary = {
  /** Uploads with a norm to be measured against. */
  measured: number;
  /** The status every measured upload shares, when there are 2 or more and they all share one. */
  allSame: MomentumStatus | null;
  /** Highest projected views against the norm. */
  highest: MomentumPick;
  /** Lowest against the norm; null with a single measured upload. */
  lowest: MomentumPick | null;
};

export const MOMENTUM_STATUS_TEXT: Record<MomentumStatus, string> = {
  ahead: "Ahead",
  "on-track": "On track",
  behind: "Behind",
};

/** "ahead of your norm", "on track", "behind your norm": the status in a sentence. */
export const MOMENTUM_STATUS_PHRASE: Record<MomentumStatus, string> = {
  ahead: "ahead of your norm",
  "on-track": "on track",
  behind: "behind your norm",
};

const ratio = (u: MomentumUpload) => u.expected / u.norm!;

/** "+51%", "−20%", "0%": a signed percent, so "51%" is never read as "51% of the norm". */
export function signedPercent(vsNorm: number): string {
  if (vsNorm > 0) return `+${vsNorm}%`;
  if (vsNorm < 0) return `−${Math.abs(vsNorm)}%`;
  return "0%";
}

function pick(u: MomentumUpload & { status: MomentumStatus }): MomentumPick {
  return {
    id: u.id,
    title: u.title,
    expected: u.expected,
    vsNorm: Math.round((ratio(u) - 1) * 100),
    status: u.status,
  };
}

/** The highest and lowest of the latest uploads against the norm, with their statuses; null when none has a norm. */
export function momentumSummary(latest: readonly MomentumUpload[]): MomentumSummary | null {
  const ranked = latest
    .filter((u): u is MomentumUpload & { status: MomentumStatus } => u.norm !== null && u.norm > 0 && u.status !== null)
    .sort((a, b) => ratio(b) - ratio(a) || a.id.localeCompare(b.id));
  const top = ranked[0];
  if (!top) return null;
  const bottom = ranked.length > 1 ? ranked[ranked.length - 1]! : null;
  const allSame = ranked.length > 1 && ranked.every((u) => u.status === top.status) ? top.status : null;
  return { measured: ranked.length, allSame, highest: pick(top), lowest: bottom ? pick(bottom) : null };
}
