// A client report opened by link: an agency sends its client `/reports/shared/<token>`, which opens
// signed out and shows one channel of the workspace over one period, its figures read fresh on each
// open, and nothing else of the workspace (no settings, no way into the app). Making, renewing or
// stopping a link publishes the workspace's figures, so it is a setting: owners and managers. The
// link's token is 32 random bytes, only its SHA-256 is kept (like invitations and sessions); one
// link per channel and period, a new one replacing it. A link works SHARE_LINK_DAYS after it was
// made or renewed, and only while its maker is still in the workspace (docs/reports.md says why).
import { and, eq, gt, sql } from "drizzle-orm";
import { viewerOf } from "~/features/billing/index.server";
import { channelsOfTeam } from "~/features/channel-data/index.server";
import { recordActivity } from "~/features/team/index.server";
import { mayNot } from "~/lib/auth/roles";
import { type SessionUser, newSessionToken } from "~/lib/auth/session.server";
import { users, workspaceMembers } from "~/lib/auth/tables";
import { teamOwnerOf } from "~/lib/auth/workspace-owner.server";
import type { Db } from "~/lib/db/client.server";
import { AppError } from "~/lib/errors";
import { sha256Hex } from "~/lib/sha256";
import { type ClientReport, type ReportBrand, type ReportScope, reportIn, reportScope } from "./client-report.server";
import { PERIOD_DAYS, type PeriodDays, type ReportFigures, forClient } from "./engine/figures";
import {
  SHARE_CREATED,
  SHARE_CREATE_INTENT,
  SHARE_DEMO,
  SHARE_LINK_DAYS,
  SHARE_NO_CHANNEL,
  SHARE_NOT_SHARED,
  SHARE_RENEW_INTENT,
  SHARE_REVOKED,
  SHARE_ROLE_NOTE,
  shareRenewed,
} from "./messages";
import { type ReportQuery, type ShareForm, sharedTokenSchema } from "./schema";
import { reportShares } from "./tables";

/** The path a link opens; the page shows it after the site's origin. */
export const SHARED_REPORT_PATH = "/reports/shared/";

const DAY_MS = 86_400_000;

/** When a link made or renewed at `now` stops. */
const linkEnd = (now: Date) => new Date(now.getTime() + SHARE_LINK_DAYS * DAY_MS);

/**
 * Whether a link's maker still stands behind it: the workspace's owner, or a member who joined
 * before the link was made (so a maker removed and invited back later does not bring their old
 * links back to life). A maker removed from the workspace takes their links with them: they knew
 * the address, and leaving a workspace ends what it shows them. Deleting their account deletes the
 * rows (the column's cascade). A link from before makers were recorded has none and stands.
 * Both times are D1's (the link's `created_at` is written by D1, as the membership's is).
 */
const linkStands = sql`(${reportShares.createdBy} is null
  or exists (select 1 from ${users} where ${users.id} = ${reportShares.createdBy} and ${users.homeTeamId} = ${reportShares.teamId})
  or exists (select 1 from ${workspaceMembers} where ${workspaceMembers.teamId} = ${reportShares.teamId}
    and ${workspaceMembers.userId} = ${reportShares.createdBy} and ${workspaceMembers.createdAt} <= ${reportShares.createdAt}))`;

/** D1's clock, in ms, for `created_at` (see `linkStands`). */
const d1Now = sql`(unixepoch('subsec') * 1000)`;

/** What the report page says about sharing the report it shows. */
export type ShareView = {
  /** When the link to this channel and period was made (ISO); null: not shared. */
  sharedSince: string | null;
  /** When that link stops, or stopped, opening the report (ISO); null: not shared. */
  expiresAt: string | null;
  /** Whether that link has expired: renewing it makes the same address work again. */
  expired: boolean;
  /** Whether the person may make, renew or stop a link here. */
  mayShare: boolean;
  /** Why not, in words (a viewer, the demo), when there is a channel to share. */
  refusal: string | null;
  /**
   * The workspace's other links the person may read, expired ones too (they can be renewed):
   * which channel and period, to open that report, and until when each works.
   */
  others: { channelId: string; title: string; days: PeriodDays; expiresAt: string; expired: boolean }[];
};

function refusalOf(scope: Pick<ReportScope, "isDemo" | "role">): string | null {
  if (scope.isDemo) return SHARE_DEMO;
  return mayNot(scope.role, "settings");
}

async function shareView(db: Db, scope: ReportScope, report: ClientReport, now: Date): Promise<ShareView> {
  const rows = scope.isDemo
    ? []
    : await db
        .select({
          teamChannelId: reportShares.teamChannelId,
          channelId: reportShares.channelId,
          periodDays: reportShares.periodDays,
          createdAt: reportShares.createdAt,
          expiresAt: reportShares.expiresAt,
        })
        .from(reportShares)
        .where(and(eq(reportShares.teamId, scope.teamId), linkStands))
        .orderBy(reportShares.createdAt);
  const shownId = report.figures.channel?.id;
  const current = rows.find(
    (r) => r.teamChannelId === scope.teamChannelId && r.periodDays === report.days && r.channelId === shownId,
  );
  const others = rows.flatMap((r) => {
    if (r === current) return [];
    // A link to a channel the person cannot read here (limited to others, paused, replaced) is not theirs to see.
    const channel = scope.channels.find((c) => c.teamChannelId === r.teamChannelId && c.id === r.channelId);
    const days = PERIOD_DAYS.find((d) => d === r.periodDays);
    return channel && days
      ? [
          {
            channelId: channel.id,
            title: channel.title,
            days,
            expiresAt: r.expiresAt.toISOString(),
            expired: r.expiresAt <= now,
          },
        ]
      : [];
  });
  const refusal = refusalOf(scope);
  return {
    sharedSince: current ? current.createdAt.toISOString() : null,
    expiresAt: current ? current.expiresAt.toISOString() : null,
    expired: current ? current.expiresAt <= now : false,
    mayShare: refusal === null && shownId !== undefined,
    refusal: shownId === undefined ? null : scope.isDemo ? SHARE_DEMO : refusal ? SHARE_ROLE_NOTE : null,
    others,
  };
}

export type ClientReportPage = ClientReport & { share: ShareView };

/** The report page: the report, and whether (and by whom) it may be shared by link. */
export async function clientReportPage(
  db: Db,
  user: SessionUser,
  query: ReportQuery,
  now = new Date(),
): Promise<ClientReportPage> {
  const scope = await reportScope(db, user, query, now);
  const report = await reportIn(db, scope, query.period, now);
  return { ...report, share: await shareView(db, scope, report, now) };
}

export type ShareOutcome = { message: string; url: string | null };

/**
 * Makes (`share-create`), renews (`share-renew`) or stops (`share-revoke`) the link to the report
 * the form names: its workspace, channel and period, resolved as the page resolves them. A new link
 * replaces the channel's link for that period (and is the new maker's); a renewal gives the same
 * address SHARE_LINK_DAYS from now, expired or not, and keeps its maker. Refusals are AppErrors: a
 * workspace or channel not the person's (404), a viewer or the demo (403), no channel (404).
 */
export async function changeReportShare(
  db: Db,
  user: SessionUser,
  form: ShareForm,
  origin: string,
  now = new Date(),
): Promise<ShareOutcome> {
  const scope = await reportScope(db, user, form, now);
  const refusal = refusalOf(scope);
  if (refusal) throw new AppError("forbidden", refusal);
  const channel = scope.channels.find((c) => c.teamChannelId === scope.teamChannelId);
  if (!channel) throw new AppError("no-channel", SHARE_NO_CHANNEL);
  const where = and(
    eq(reportShares.teamId, scope.teamId),
    eq(reportShares.teamChannelId, scope.teamChannelId),
    eq(reportShares.periodDays, form.period),
  );
  const linkName = `client report link: ${channel.title}, last ${form.period} days`;
  if (form.intent === SHARE_RENEW_INTENT) {
    const until = linkEnd(now);
    const renewed = await db
      .update(reportShares)
      .set({ expiresAt: until })
      .where(and(where, eq(reportShares.channelId, channel.id), linkStands))
      .returning({ id: reportShares.id });
    if (!renewed.length) return { message: SHARE_NOT_SHARED, url: null };
    // Published for longer: on the activity log like making the link.
    await recordActivity(db, { ...user, teamId: scope.teamId }, "data-exported", `${linkName} (renewed)`);
    return { message: shareRenewed(until.toISOString().slice(0, 10)), url: null };
  }
  if (form.intent !== SHARE_CREATE_INTENT) {
    const gone = await db.delete(reportShares).where(where).returning({ id: reportShares.id });
    return { message: gone.length ? SHARE_REVOKED : SHARE_NOT_SHARED, url: null };
  }
  const { token, id: tokenHash } = await newSessionToken();
  const values = {
    channelId: channel.id,
    tokenHash,
    createdBy: user.id,
    expiresAt: linkEnd(now),
    createdAt: d1Now,
  };
  await db
    .insert(reportShares)
    .values({
      id: crypto.randomUUID(),
      teamId: scope.teamId,
      teamChannelId: scope.teamChannelId,
      periodDays: form.period,
      ...values,
    })
    .onConflictDoUpdate({ target: [reportShares.teamChannelId, reportShares.periodDays], set: values });
  // The workspace's figures now leave it by link: on its owners' activity log, like a CSV export.
  await recordActivity(db, { ...user, teamId: scope.teamId }, "data-exported", linkName);
  return { message: SHARE_CREATED, url: `${origin}${SHARED_REPORT_PATH}${token}` };
}

/** A report as its client reads it: the channel's figures and the agency's name, nothing of the workspace. */
export type SharedReport = {
  days: PeriodDays;
  generatedAt: string;
  brand: Omit<ReportBrand, "note">;
  figures: ReportFigures;
};

/**
 * The report a link opens, read fresh, or null when it opens nothing: a token of the wrong shape,
 * one never made or stopped, expired, made by someone no longer in the workspace, a channel since
 * removed, replaced in its row or paused by the plan. The same null for all, so a link says
 * nothing about whose it was.
 */
export async function sharedReport(db: Db, token: string, now = new Date()): Promise<SharedReport | null> {
  if (!sharedTokenSchema.safeParse(token).success) return null;
  const row = await db
    .select({
      teamId: reportShares.teamId,
      teamChannelId: reportShares.teamChannelId,
      channelId: reportShares.channelId,
      periodDays: reportShares.periodDays,
    })
    .from(reportShares)
    .where(and(eq(reportShares.tokenHash, await sha256Hex(token)), gt(reportShares.expiresAt, now), linkStands))
    .get();
  const days = PERIOD_DAYS.find((d) => d === row?.periodDays);
  if (!row || !days) return null;
  const [owner, channels] = await Promise.all([teamOwnerOf(db, row.teamId), channelsOfTeam(db, row.teamId, null, now)]);
  const channel = channels.find((c) => c.teamChannelId === row.teamChannelId && c.id === row.channelId);
  if (!owner || owner.isDemo || !channel || channel.paused) return null;
  // The owner's plan decides what the report includes (white-label, what viewers asked for), as on the page.
  const viewer = await viewerOf(db, { id: owner.id, teamChannelId: row.teamChannelId, isDemo: false }, now);
  const scope: ReportScope = {
    viewer,
    teamId: row.teamId,
    teamChannelId: row.teamChannelId,
    role: "viewer",
    isDemo: false,
    channels: [],
    workspaceParam: null,
  };
  const report = await reportIn(db, scope, days, now);
  if (report.figures.channel?.id !== row.channelId) return null;
  const { note: _note, ...brand } = report.brand;
  return { days, generatedAt: report.generatedAt, brand, figures: forClient(report.figures) };
}
