// The offline YouTube Analytics API fake (reports.query, serving the sample channel) as a local
// HTTP server (see fake-server.ts), reached by the built Worker at http://127.0.0.1:PORT/v2.
//   npx tsx scripts/fake-analytics-server.ts [--port N]   (0 or none: any free port)
import { fakeYouTubeWorld } from "../app/dev/youtube/fake-world";
import { createFakeAnalyticsApi, FAKE_ANALYTICS_ORIGIN } from "../app/dev/analytics/fake-analytics";
import { serveFake } from "./fake-server";

serveFake(FAKE_ANALYTICS_ORIGIN, createFakeAnalyticsApi(fakeYouTubeWorld()));
