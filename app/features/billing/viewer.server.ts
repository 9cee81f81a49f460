// Who the viewer is: the signed-in user, the workspace they act in, who pays for work there and
// what that plan allows now; built once per request, and carried to the engines Worker as data.
import { type RouterContextProvider, createContext } from "react-router";
import { teamOwnerOf } from "~/lib/auth/workspace-owner.server";
import type { Db } from "~/lib/db/client.server";
import { entitlementsFor } from "./entitlements";
import { type SubscriptionRow, analysesUsedBy, currentPlanOf } from "./entitlements.server";
import type { FeatureKey, PlanId } from "./plans";

/** The signed-in user a use-case acts for: their workspace and what its plan allows now. */
export type Viewer = {
  userId: string;
  teamChannelId: string;
  isDemo: boolean;
  /**
   * Whose plan and allowance the work in `teamChannelId` uses: the workspace's owner (an
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
  teamChannelId: string;
  isDemo: boolean;
  homeTeamId?: string;
  /** The workspace `teamChannelId` is a channel of (SessionUser's); `teamChannelId` itself when absent. */
  teamId?: string;
};

/** Built once per request from the session user: the payer, then one read of their subscription. */
export async function viewerOf(db: Db, user: ViewerUser, now = new Date()): Promise<Viewer> {
  const { payerId, plan } = await payerPlanOf(db, user, now);
  return viewerFor(user, plan, payerId);
}

/** Who pays for the acting workspace's work, and the plan they hold now (null on Free and in the demo). */
export type PayerPlan = { payerId: string; plan: PlanId | null };

async function payerPlanOf(db: Db, user: ViewerUser, now: Date): Promise<PayerPlan> {
  const payerId = await payerOf(db, user);
  const plan = user.isDemo ? null : (await currentPlanOf(db, { id: payerId, isDemo: false }, now)).planId;
  return { payerId, plan };
}

/**
 * The app's pages' shared read of the payer and their plan (the layout's plan badge and the page's
 * viewer both need it): set by the app layout's middleware, read once per request on the first
 * ask. Loaders read it; actions keep `viewerOf`, since an action may change the plan and the
 * loaders that run after it in the same request must see the change: the first ask comes from a
 * loader, after any action.
 */
export const payerPlanContext = createContext<() => Promise<PayerPlan>>();

/** The reader `payerPlanContext` holds for `user`: two queries, made when first called. */
export function payerPlanOnce(db: Db, user: ViewerUser): () => Promise<PayerPlan> {
  let read: Promise<PayerPlan> | null = null;
  return () => (read ??= payerPlanOf(db, user, new Date()));
}

/** A loader's viewer: `user` (the page's, with its channel) and the request's payer and plan. */
export async function viewerInRequest(context: Readonly<RouterContextProvider>, user: ViewerUser): Promise<Viewer> {
  const { payerId, plan } = await context.get(payerPlanContext)();
  return viewerFor(user, plan, payerId);
}

/**
 * Who pays for work in the acting workspace: the person whose own workspace it is (a personal
 * workspace has exactly one such user, `users.workspace_id`). A member working in someone else's
 * workspace spends that workspace's plan and allowance, never their own.
 */
async function payerOf(db: Db, user: ViewerUser): Promise<string> {
  const team = user.teamId ?? user.teamChannelId;
  if (user.isDemo || !user.homeTeamId || user.homeTeamId === team) return user.id;
  return (await teamOwnerOf(db, team))?.id ?? user.id;
}

/**
 * The same viewer from a plan already known. What the plan includes is entitlementsFor's answer
 * (the feature matrix; Free has what every plan has; the demo has everything), not a second rule.
 */
export function viewerFor(user: ViewerUser, plan: PlanId | null, payerId = user.id): Viewer {
  const { features } = entitlementsFor({ planId: plan, isDemo: user.isDemo, analysesUsed: 0 });
  return {
    userId: user.id,
    teamChannelId: user.teamChannelId,
    isDemo: user.isDemo,
    payerId,
    plan,
    can: (feature) => features[feature],
  };
}

/** A viewer as plain data, for a call to the engines Worker (RPC carries no functions). */
export type ViewerData = Omit<Viewer, "can">;

export const viewerData = ({ userId, teamChannelId, isDemo, payerId, plan }: Viewer): ViewerData => ({
  userId,
  teamChannelId,
  isDemo,
  payerId,
  plan,
});

/** The viewer again on the engines Worker's side: `can` is entitlementsFor's answer for the plan, as above. */
export const viewerFromData = (data: ViewerData): Viewer =>
  viewerFor({ id: data.userId, teamChannelId: data.teamChannelId, isDemo: data.isDemo }, data.plan, data.payerId);

/** The plan as the pricing and account pages show it: id, name and the stored subscription row. */
export async function planSummary(
  db: Db,
  viewer: Viewer,
  now = new Date(),
): Promise<{ planId: PlanId | null; name: string; subscription: SubscriptionRow | null } | null> {
  if (viewer.isDemo) return null;
  return currentPlanOf(db, { id: viewer.userId, isDemo: viewer.isDemo }, now);
}

/**
 * What the acting workspace's plan allows now and the allowance left (the app's plan badge): the
 * payer's, from the payer and plan the request already read.
 */
export async function workspaceEntitlementsOf(db: Db, { payerId, plan }: PayerPlan, isDemo: boolean) {
  if (isDemo) return entitlementsFor({ planId: null, isDemo: true, analysesUsed: 0 });
  return entitlementsFor({ planId: plan, isDemo: false, analysesUsed: await analysesUsedBy(db, payerId) });
}
