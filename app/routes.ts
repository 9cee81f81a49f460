import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  // Public site
  index("routes/marketing/home.tsx", { id: "home" }),
  route("landing", "routes/marketing/home.tsx", { id: "landing" }),
  route("youtube", "routes/marketing/youtube.tsx"),
  route("pricing", "routes/marketing/pricing.tsx"),
  // What YouTube's API policies require every API client to publish: our terms and privacy policy.
  route("terms", "routes/marketing/terms.tsx"),
  route("privacy", "routes/marketing/privacy.tsx"),
  route("success", "routes/marketing/success.tsx"),
  // The spec's "Start Analyzing" link: the Content Analyzer is the analysis entry.
  route("analyze", "routes/billing/analyze.ts"),
  // Development and tests only: the in-process Stripe fake's Checkout and portal pages (app/dev);
  // a production build has no such route (docs/decisions/010-dev-fakes.md).
  ...(process.env.NODE_ENV === "production" ? [] : [route("fake-stripe/*", "dev/stripe/pages-route.ts")]),
  route("waitlist", "routes/marketing/waitlist.tsx"),
  route("robots.txt", "routes/seo/robots.ts"),
  route("sitemap.xml", "routes/seo/sitemap.ts"),

  // Accounts
  route("login", "routes/auth/login.tsx"),
  route("login/link", "routes/auth/login-link.tsx"),
  route("signup", "routes/auth/signup.tsx"),
  route("signup/check-email", "routes/auth/signup-check-email.tsx"),
  route("logout", "routes/auth/logout.tsx"),
  route("demo", "routes/auth/demo.tsx"),
  route("forgot-password", "routes/auth/forgot-password.tsx"),
  route("reset-password", "routes/auth/reset-password.tsx"),
  route("verify-email", "routes/auth/verify-email.tsx"),

  // Connect with Google: the OAuth start (POST) and Google's redirect back (GET)
  route("google/connect", "routes/google/connect.tsx"),
  route("google/callback", "routes/google/callback.tsx"),

  // OAuth consent for MCP clients (the other OAuth endpoints are workers/mcp.ts)
  route("oauth/authorize", "routes/oauth/authorize.tsx"),

  // Email links that work without signing in
  route("unsubscribe", "routes/email/unsubscribe.tsx"),
  // The weekly digest's one-click unsubscribe: a confirm form, no sign-in.
  route("unsubscribe/weekly-digest", "routes/email/digest-unsubscribe.tsx"),
  // The client report: signed in, outside the app's shell so it prints without navigation.
  route("reports/client", "routes/reports/client-report.tsx"),
  // A client report opened by link: signed out, the one report it was made for, nothing of the app.
  route("reports/shared/:token", "routes/reports/shared-report.tsx"),
  // A workspace invitation: who invited you, and the accept form; signed out, sign in first.
  route("invite", "routes/invite.tsx"),

  // The app, behind the sign-in guard
  layout("routes/app/layout.tsx", [
    route("dashboard", "routes/app/dashboard.tsx"),
    route("ask-vidwise", "routes/app/ask-vidwise.tsx"),
    route("comment-sentiment", "routes/app/comment-sentiment.tsx"),
    route("competitor-monitor", "routes/app/competitor-monitor.tsx"),
    route("content-ideas", "routes/app/content-ideas.tsx"),
    route("rpm-booster", "routes/app/rpm-booster.tsx"),
    route("series-planner", "routes/app/series-planner.tsx"),
    route("description-rewriter", "routes/app/description-rewriter.tsx"),
    route("thumbnail-optimizer", "routes/app/thumbnail-optimizer.tsx"),
    route("video-forecast", "routes/app/video-forecast.tsx"),
    route("youtube-tool", "routes/app/content-analyzer.tsx"),
    route("track-record", "routes/app/track-record.tsx"),
    route("suggestions", "routes/app/feedback.tsx"),
    route("account", "routes/app/account.tsx"),
    route("coaching", "routes/app/coaching.tsx"),
    route("admin", "routes/app/admin.tsx"),
    // CSV downloads: resource routes (a loader, no page) next to the tool they export, behind
    // the same sign-in guard. The old `?export=` / `?format=csv` URLs redirect here.
    route("comment-sentiment/videos.csv", "routes/app/exports/sentiment-videos.ts"),
    route("comment-sentiment/comments.csv", "routes/app/exports/sentiment-comments.ts"),
    route("competitor-monitor/videos.csv", "routes/app/exports/competitor-videos.ts"),
    route("content-ideas/ideas.csv", "routes/app/exports/content-ideas.ts"),
    route("video-forecast/forecasts.csv", "routes/app/exports/forecasts.ts"),
    route("description-rewriter/audit.csv", "routes/app/exports/description-audit.ts"),
    route("series-planner/series.csv", "routes/app/exports/series.ts"),
    route("rpm-booster/videos.csv", "routes/app/exports/rpm-videos.ts"),
    route("track-record/suggestions.csv", "routes/app/exports/track-record.ts"),
    route("reports/client.csv", "routes/app/exports/client-report.ts"),
    route("admin/feedback.csv", "routes/app/exports/admin-feedback.ts"),
    route("admin/waitlist.csv", "routes/app/exports/admin-waitlist.ts"),
    // A long job's progress as JSON, polled by the pages that start one (app/lib/job-progress.ts).
    route("jobs/:id/progress", "routes/app/job-progress.ts"),
  ]),

  // Anything else goes home (spec: no route parameters, unknown paths redirect to /).
  route("*", "routes/catch-all.tsx"),
] satisfies RouteConfig;
