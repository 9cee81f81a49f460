// The client report (issue 41): the workspace channel's figures for the last 7, 28 or 90 days, as a
// page made for printing and as a CSV of the same rows, carrying the agency's name and logo
// instead of Vidwise's where the plan allows (white-label: Pro and Creator+). Reading it is a read:
// every role may; changing the branding is a setting (owner and manager).
import { and, eq } from "drizzle-orm";
import { type PlanId, type Viewer, viewerOf } from "~/features/billing/index.server";
import { mayNot } from "~/lib/auth/roles";
import type { SessionUser } from "~/lib/auth/session.server";
import { workspaceMembers } from "~/lib/auth/tables";
import { PRODUCT_NAME } from "~/lib/brand";
import type { Db } from "~/lib/db/client.server";
import { AppError } from "~/lib/errors";
import { log } from "~/lib/log.server";
import { type FigureRow, type PeriodDays, type ReportFigures, figureRows } from "./engine/figures";
import { channelFigures } from "./figures.server";
import { BRANDING_CLEARED, BRANDING_DEMO, BRANDING_NOT_ON_PLAN, BRANDING_SAVED, DIGEST_FAILED } from "./messages";
import type { ReportsForm } from "./schema";
import { reportBranding } from "./tables";

/**
 * The `whiteLabelReports` entitlement: the plans whose reports carry the agency's branding. Kept
 * here until billing's feature matrix (app/features/billing/plans.ts) lists it: billing is being
 * changed by another session (issue 41's report says so).
 */
export const WHITE_LABEL_PLANS: readonly PlanId[] = ["pro", "creator"];

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

async function brandingRow(db: Db, workspaceId: string) {
  return db
    .select({ agencyName: reportBranding.agencyName, logoUrl: reportBranding.logoUrl })
    .from(reportBranding)
    .where(eq(reportBranding.workspaceId, workspaceId))
    .get();
}

/** Account Settings' "Report branding" card. */
export async function brandingView(db: Db, user: SessionUser, viewer: Viewer): Promise<BrandingView> {
  const row = await brandingRow(db, user.teamWorkspaceId);
  return {
    agencyName: row?.agencyName ?? "",
    logoUrl: row?.logoUrl ?? "",
    allowed: whiteLabelReports(viewer),
    mayEdit: !user.isDemo && mayNot(user.role, "settings") === null,
    isDemo: user.isDemo,
  };
}

export type BrandingResult = { ok: boolean; status: number; message: string };

/** Saves (or, both fields empty, removes) the workspace's report branding: owner or manager, on a white-label plan. */
export async function saveReportBranding(
  db: Db,
  user: SessionUser,
  viewer: Viewer,
  form: Extract<ReportsForm, { intent: "report-branding" }>,
  now = new Date(),
): Promise<BrandingResult> {
  if (user.isDemo) return { ok: false, status: 403, message: BRANDING_DEMO };
  const refusal = mayNot(user.role, "settings");
  if (refusal) return { ok: false, status: 403, message: refusal };
  if (!form.agencyName) {
    await db.delete(reportBranding).where(eq(reportBranding.workspaceId, user.teamWorkspaceId));
    return { ok: true, status: 200, message: BRANDING_CLEARED };
  }
  if (!whiteLabelReports(viewer)) return { ok: false, status: 403, message: BRANDING_NOT_ON_PLAN };
  try {
    const values = { agencyName: form.agencyName, logoUrl: form.logoUrl || null, updatedAt: now };
    await db
      .insert(reportBranding)
      .values({ workspaceId: user.teamWorkspaceId, ...values })
      .onConflictDoUpdate({ target: reportBranding.workspaceId, set: values });
    return { ok: true, status: 200, message: BRANDING_SAVED };
  } catch (error) {
    log.error("reports.branding-failed", { error });
    return { ok: false, status: 500, message: DIGEST_FAILED };
  }
}

export const REPORT_NOT_FOUND = "There is no such report.";

/**
 * The workspace a report is asked for: the acting one's chosen channel, or (`?workspace=`) another
 * workspace the person is a member of (its first channel). Anything else is a 404, the same answer
 * as a workspace that does not exist. Branding is the workspace's, whichever channel.
 */
async function reportViewer(
  db: Db,
  user: SessionUser,
  workspaceId: string | undefined,
  now: Date,
): Promise<{ viewer: Viewer; teamWorkspaceId: string }> {
  if (workspaceId && workspaceId !== user.teamWorkspaceId) {
    const member = await db
      .select({ role: workspaceMembers.role, channelIds: workspaceMembers.channelIds })
      .from(workspaceMembers)
      .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, user.id)))
      .get();
    if (!member || user.isDemo) throw new AppError("not-found", REPORT_NOT_FOUND);
    // Its first channel, or for a member limited to some channels the first of theirs.
    const channelRow = member.channelIds?.[0] ?? workspaceId;
    return {
      viewer: await viewerOf(db, { ...user, workspaceId: channelRow, teamWorkspaceId: workspaceId }, now),
      teamWorkspaceId: workspaceId,
    };
  }
  return { viewer: await viewerOf(db, user, now), teamWorkspaceId: user.teamWorkspaceId };
}

export type ClientReport = {
  /** The workspace whose report it is (its members, activity log and branding), whichever channel. */
  teamWorkspaceId: string;
  days: PeriodDays;
  generatedAt: string;
  brand: ReportBrand;
  figures: ReportFigures;
  rows: FigureRow[];
};

/** The report of the workspace's channel over the last `days` days, for the page and the CSV. */
export async function clientReport(
  db: Db,
  user: SessionUser,
  query: { period: PeriodDays; workspace?: string },
  now = new Date(),
): Promise<ClientReport> {
  const { viewer, teamWorkspaceId } = await reportViewer(db, user, query.workspace, now);
  const [figures, row] = await Promise.all([
    channelFigures(db, viewer, query.period, now),
    brandingRow(db, teamWorkspaceId),
  ]);
  const whiteLabel = row !== undefined && whiteLabelReports(viewer);
  const brand: ReportBrand = whiteLabel
    ? { name: row.agencyName, logoUrl: row.logoUrl, whiteLabel: true, note: null }
    : {
        name: PRODUCT_NAME,
        logoUrl: null,
        whiteLabel: false,
        note: row || !whiteLabelReports(viewer) ? BRANDING_NOT_ON_PLAN : null,
      };
  return {
    teamWorkspaceId,
    days: query.period,
    generatedAt: now.toISOString(),
    brand,
    figures,
    rows: figureRows(figures),
  };
}
