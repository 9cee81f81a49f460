// Who the viewer is: the signed-in user, the workspace they act in, who pays for work there and
// what that plan allows now; built once per request, and carried to the engines Worker as data.
import { workspaceOwnerOf } from "~/lib/auth/workspace-owner.server";
import type { Db } from "~/lib/db/client.server";
import { entitlementsFor } from "./entitlements";
import { type SubscriptionRow, currentPlanOf, entitlementsOf } from "./entitlements.server";
import type { FeatureKey, PlanId } from "./plans";

/** The signed-in user a use-case acts for: their workspace and what its plan allows now. */
export type Viewer = {
  userId: string;
  workspaceId: string;
  isDemo: boolean;
  /**
   * Whose plan and allowance the work in `workspaceId` uses: the workspace's owner (issue 41: an
   * editor or manager needs the tools and none of the billing). The person themselves in their own
   * workspace.
   */
  payerId: string;
  /** The payer's plan held now; null on Free and in the demo. */
  plan: PlanId | null;
  /** Whether the plan (or the demo, which has everything) includes the feature. */
  can(feature: FeatureKey): boolean;
};

type ViewerUser = {
  id: string;
  workspaceId: string;
  isDemo: boolean;
  homeWorkspaceId?: string;
  /** The workspace `workspaceId` is a channel of (SessionUser's); `workspaceId` itself when absent. */
  teamWorkspaceId?: string;
};

/** Built once per request from the session user: the payer, then one read of their subscription. */
export async function viewerOf(db: Db, user: ViewerUser, now = new Date()): Promise<Viewer> {
  const payerId = await payerOf(db, user);
  const plan = user.isDemo ? null : (await currentPlanOf(db, { id: payerId, isDemo: false }, now)).planId;
  return viewerFor(user, plan, payerId);
}

/**
 * Who pays for work in the acting workspace: the person whose own workspace it is (a personal
 * workspace has exactly one such user, `users.workspace_id`). A member working in someone else's
 * workspace spends that workspace's plan and allowance, never their own.
 */
async function payerOf(db: Db, user: ViewerUser): Promise<string> {
  const team = user.teamWorkspaceId ?? user.workspaceId;
  if (user.isDemo || !user.homeWorkspaceId || user.homeWorkspaceId === team) return user.id;
  return (await workspaceOwnerOf(db, team))?.id ?? user.id;
}

/**
 * The same viewer from a plan already known. What the plan includes is entitlementsFor's answer
 * (the feature matrix; Free has what every plan has; the demo has everything), not a second rule.
 */
export function viewerFor(user: ViewerUser, plan: PlanId | null, payerId = user.id): Viewer {
  const { features } = entitlementsFor({ planId: plan, isDemo: user.isDemo, analysesUsed: 0 });
  return {
    userId: user.id,
    workspaceId: user.workspaceId,
    isDemo: user.isDemo,
    payerId,
    plan,
    can: (feature) => features[feature],
  };
}

/** A viewer as plain data, for a call to the engines Worker (RPC carries no functions). */
export type ViewerData = Omit<Viewer, "can">;

export const viewerData = ({ userId, workspaceId, isDemo, payerId, plan }: Viewer): ViewerData => ({
  userId,
  workspaceId,
  isDemo,
  payerId,
  plan,
});

/** The viewer again on the engines Worker's side: `can` is entitlementsFor's answer for the plan, as above. */
export const viewerFromData = (data: ViewerData): Viewer =>
  viewerFor({ id: data.userId, workspaceId: data.workspaceId, isDemo: data.isDemo }, data.plan, data.payerId);

/** The plan as the pricing and account pages show it: id, name and the stored subscription row. */
export async function planSummary(
  db: Db,
  viewer: Viewer,
  now = new Date(),
): Promise<{ planId: PlanId | null; name: string; subscription: SubscriptionRow | null } | null> {
  if (viewer.isDemo) return null;
  return currentPlanOf(db, { id: viewer.userId, isDemo: viewer.isDemo }, now);
}

/** What the acting workspace's plan allows now and the allowance left (the app's plan badge): the payer's. */
export async function workspaceEntitlementsOf(db: Db, user: ViewerUser, now = new Date()) {
  return entitlementsOf(db, { id: await payerOf(db, user), isDemo: user.isDemo }, now);
}
