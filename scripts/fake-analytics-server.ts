// The offline YouTube Analytics API fake (reports.query, serving the sample channel) as a local
// HTTP server, for the built Worker (`npm start`, browser tests): production builds do not carry
// the fake, so the Worker reaches it here at http://127.0.0.1:PORT/v2. Prints "listening PORT".
//   npx tsx scripts/fake-analytics-server.ts [--port N]   (0 or none: any free port)
import { createServer } from "node:http";
import { fakeYouTubeWorld } from "../app/features/channel-data/youtube/fake-world";
import { createFakeAnalyticsApi, FAKE_ANALYTICS_ORIGIN } from "../app/features/google-connection/analytics/fake-analytics";

const args = process.argv.slice(2);
const port = args.includes("--port") ? Number(args[args.indexOf("--port") + 1]) : 0;
const api = createFakeAnalyticsApi(fakeYouTubeWorld());

const server = createServer(async (req, res) => {
  try {
    const headers = new Headers();
    if (typeof req.headers.authorization === "string") headers.set("authorization", req.headers.authorization);
    // The fake routes on its own origin's paths; only the path, query and token matter.
    const response = await api(new Request(`${FAKE_ANALYTICS_ORIGIN}${req.url ?? "/"}`, { method: req.method, headers }));
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  } catch (error) {
    res.writeHead(500, { "content-type": "text/plain" });
    res.end(String(error));
  }
});
server.listen(port, "127.0.0.1", () => {
  const address = server.address();
  console.log(`listening ${typeof address === "object" && address ? address.port : port}`);
});
