// The admin page's shapes and sizes, shared by the server queries and the page's components
// (which must not import the .server module).

export const ADMIN_PAGE_SIZE = 50;
export const OUTBOX_SHOWN = 50;

export const ADMIN_LISTS = ["feedback", "waitlist", "emails"] as const;
export type AdminList = (typeof ADMIN_LISTS)[number];

export type AdminQuery = { list: AdminList; q: string; page: number };

export type AdminStats = {
  users: number;
  realUsers: number;
  demoUsers: number;
  waitlist: number;
  feedback: number;
  emailsSent: number;
  emailsLogged: number;
  emailsFailed: number;
};

export type Paged<T> = { rows: T[]; total: number; page: number; pageCount: number };

export type FeedbackListRow = {
  id: string;
  email: string;
  category: "feature" | "youtube" | "improvement" | "bug";
  message: string;
  platform: string;
  primaryTopic: string;
  isDemo: boolean;
  createdAt: string;
};

export type WaitlistListRow = { id: number; email: string; source: string; createdAt: string };

export type OutboxRow = {
  id: string;
  to: string;
  subject: string;
  kind: string;
  status: string;
  error: string | null;
  createdAt: string;
};

/** Subscriptions by Stripe status and plan, and MRR per currency (admin/subscriptions.server.ts). */
export type SubscriptionStats = {
  rows: { status: string; planId: string | null; count: number }[];
  mrr: { currency: string; cents: number; subscriptions: number }[];
  total: number;
};
