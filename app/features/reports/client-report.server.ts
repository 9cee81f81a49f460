// The client report: one channel of the workspace over the last 7, 28 or 90 days, as a
// page made for printing and as a CSV of the same rows, carrying the agency's name and logo
// instead of Vidwise's where the plan allows (white-label: Pro and Creator+). Reading it is a read:
// every role may; changing the branding is a setting (owner and manager), and so is sharing it by
// link (a client opens it signed out: report-shares.server.ts).
import { and, eq } from "drizzle-orm";
import { WHITE_LABEL_PLANS } from "~/features/billing/index";
import { type Viewer, viewerOf } from "~/features/billing/index.server";
import { channelsOfTeam } from "~/features/channel-data/index.server";
import { type Role, mayNot } from "~/lib/auth/roles";
import type { SessionUser } from "~/lib/auth/session.server";
import { workspaceMembers } from "~/lib/auth/tables";
import { PRODUCT_NAME } from "~/lib/brand";
import type { Db } from "~/lib/db/client.server";
import { AppError } from "~/lib/errors";
import { type FigureRow, type PeriodDays, type ReportFigures, figureRows } from "./engine/figures";
import { channelFigures } from "./figures.engines.server";
import { BRANDING_CLEARED, BRANDING_DEMO, BRANDING_NOT_ON_PLAN, BRANDING_SAVED, DIGEST_FAILED } from "./messages";
import type { ReportQuery, ReportsForm } from "./schema";
import { reportBranding } from "./tables";

/** The `whiteLabelReports` entitlement's plans: billing's plan table says which (the pricing page shows it). */
export { WHITE_LABEL_PLANS };

export function whiteLabelReports(viewer: Pick<Viewer, "plan">): boolean {
  return viewer.plan !== null && WHITE_LABEL_PLANS.includes(viewer.plan);
}

export type ReportBrand = {
  /** The name printed at the top: the agency's on a white-label plan with branding set, else Vidwise's. */
  name: string;
  logoUrl: string | null;
  whiteLabel: boolean;
  /** Why Vidwise's name is printed although branding is set (the plan), or null. */
  note: string | null;
};

export type BrandingView = {
  agencyName: string;
  logoUrl: string;
  allowed: boolean;
  mayEdit: boolean;
  isDemo: boolean;
};

async function brandingRow(db: Db, teamId: string) {
  return db
    .select({ agencyName: reportBranding.agencyName, logoUrl: reportBranding.logoUrl })
    .from(reportBranding)
    .where(eq(reportBranding.teamId, teamId))
    .get();
}

/** Account Settings' "Report branding" card. */
export async function brandingView(db: Db, user: SessionUser, viewer: Viewer): Promise<BrandingView> {
  const row = await brandingRow(db, user.teamId);
  return {
    agencyName: row?.agencyName ?? "",
    logoUrl: row?.logoUrl ?? "",
    allowed: whiteLabelReports(viewer),
    mayEdit: !user.isDemo && mayNot(user.role, "settings") === null,
    isDemo: user.isDemo,
  };
}

/**
 * Saves (or, both fields empty, removes) the workspace's report branding: owner or manager, on a
 * white-label plan. Answers the sentence to show; refuses with 403 ("forbidden" for the demo and
 * other roles, "plan-limit" for a plan without white-label reports, as this card has always
 * answered it); a store that did not take the change is "unavailable" (500).
 */
export async function saveReportBranding(
  db: Db,
  user: SessionUser,
  viewer: Viewer,
  form: Extract<ReportsForm, { intent: "report-branding" }>,
  now = new Date(),
): Promise<string> {
  if (user.isDemo) throw new AppError("forbidden", BRANDING_DEMO);
  const refusal = mayNot(user.role, "settings");
  if (refusal) throw new AppError("forbidden", refusal);
  if (!form.agencyName) {
    await db.delete(reportBranding).where(eq(reportBranding.teamId, user.teamId));
    return BRANDING_CLEARED;
  }
  if (!whiteLabelReports(viewer)) throw new AppError("plan-limit", BRANDING_NOT_ON_PLAN, { status: 403 });
  try {
    const values = { agencyName: form.agencyName, logoUrl: form.logoUrl || null, updatedAt: now };
    await db
      .insert(reportBranding)
      .values({ teamId: user.teamId, ...values })
      .onConflictDoUpdate({ target: reportBranding.teamId, set: values });
    return BRANDING_SAVED;
  } catch (error) {
    throw new AppError("unavailable", DIGEST_FAILED, { status: 500, cause: error });
  }
}

export const REPORT_NOT_FOUND = "There is no such report.";

/** A channel the report can show: the picker's options. */
export type ReportChannel = { id: string; title: string };

/** Whose report a request asks for, and what the person may do with it. */
export type ReportScope = {
  viewer: Viewer;
  /** The workspace whose report it is (its members, plan, branding and links), whichever channel. */
  teamId: string;
  /** The workspace row of the channel shown (the workspace itself for its first channel). */
  teamChannelId: string;
  /** The person's role in that workspace (not necessarily in the one they act in). */
  role: Role;
  isDemo: boolean;
  /** The workspace's channels the person may read, paused ones left out: the picker. */
  channels: (ReportChannel & { teamChannelId: string })[];
  /** `?workspace=` when the report is another workspace's than the acting one, for links back to it. */
  workspaceParam: string | null;
};

/**
 * The workspace and channel a report is asked for: the acting workspace's chosen channel, or
 * (`?workspace=`) another workspace the person is a member of (its first channel they may see);
 * `?channel=` names one of that workspace's channels. Any other workspace or channel is a 404, the
 * same answer as one that does not exist: a report never shows a different channel than the one
 * named (an agency sending one client another's figures).
 */
export async function reportScope(
  db: Db,
  user: SessionUser,
  query: Pick<ReportQuery, "workspace" | "channel">,
  now = new Date(),
): Promise<ReportScope> {
  let team = user.teamId;
  let role = user.role;
  let visible = user.teamChannelIds;
  const other = Boolean(query.workspace) && query.workspace !== user.teamId;
  if (other) {
    const member = await db
      .select({ role: workspaceMembers.role, teamChannelIds: workspaceMembers.teamChannelIds })
      .from(workspaceMembers)
      .where(and(eq(workspaceMembers.teamId, query.workspace!), eq(workspaceMembers.userId, user.id)))
      .get();
    if (!member || user.isDemo) throw new AppError("not-found", REPORT_NOT_FOUND);
    team = query.workspace!;
    role = member.role;
    visible = member.teamChannelIds;
  }
  // A demo holds its one sample channel: no picker.
  const channels = user.isDemo
    ? []
    : (await channelsOfTeam(db, team, visible, now))
        .filter((c) => !c.paused)
        .map(({ id, title, teamChannelId }) => ({ id, title, teamChannelId }));
  let teamChannelId = other ? (channels[0]?.teamChannelId ?? visible?.[0] ?? team) : user.teamChannelId;
  if (query.channel) {
    const named = channels.find((c) => c.id === query.channel);
    if (!named) throw new AppError("not-found", REPORT_NOT_FOUND);
    teamChannelId = named.teamChannelId;
  }
  return {
    viewer: await viewerOf(db, { ...user, teamChannelId: teamChannelId, teamId: team }, now),
    teamId: team,
    teamChannelId,
    role,
    isDemo: user.isDemo,
    channels,
    workspaceParam: other ? team : null,
  };
}

/** The name at the top of a report: the agency's on a white-label plan with branding set, else Vidwise's. */
export function reportBrand(
  row: { agencyName: string; logoUrl: string | null } | undefined,
  viewer: Pick<Viewer, "plan">,
): ReportBrand {
  const allowed = whiteLabelReports(viewer);
  return row && allowed
    ? { name: row.agencyName, logoUrl: row.logoUrl, whiteLabel: true, note: null }
    : { name: PRODUCT_NAME, logoUrl: null, whiteLabel: false, note: row || !allowed ? BRANDING_NOT_ON_PLAN : null };
}

export type ClientReport = {
  /** The workspace whose report it is (its members, activity log and branding), whichever channel. */
  teamId: string;
  /** `?workspace=` to keep in the page's links (another workspace than the acting one), else null. */
  workspaceParam: string | null;
  days: PeriodDays;
  generatedAt: string;
  brand: ReportBrand;
  figures: ReportFigures;
  rows: FigureRow[];
  /** The channels the picker offers (the workspace's the person may read). */
  channels: ReportChannel[];
};

/** The report of one channel of the workspace over the last `days` days, for the page and the CSV. */
export async function clientReport(
  db: Db,
  user: SessionUser,
  query: ReportQuery,
  now = new Date(),
): Promise<ClientReport> {
  return reportIn(db, await reportScope(db, user, query, now), query.period, now);
}

/** The report of the scope's channel: read fresh each time (the page, the CSV, a link's open). */
export async function reportIn(db: Db, scope: ReportScope, days: PeriodDays, now: Date): Promise<ClientReport> {
  const [figures, row] = await Promise.all([
    channelFigures(db, scope.viewer, days, now),
    brandingRow(db, scope.teamId),
  ]);
  return {
    teamId: scope.teamId,
    workspaceParam: scope.workspaceParam,
    days,
    generatedAt: now.toISOString(),
    brand: reportBrand(row, scope.viewer),
    figures,
    rows: figureRows(figures),
    channels: scope.channels.map(({ id, title }) => ({ id, title })),
  };
}
