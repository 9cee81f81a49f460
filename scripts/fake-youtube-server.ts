// The offline YouTube Data API fake as a local HTTP server, for the built Worker (`npm start`,
// browser tests, benchmarks, acceptance checks): production builds do not carry the fake, so
// they reach it here at http://127.0.0.1:PORT/youtube/v3. Prints "listening PORT" when ready.
//   npx tsx scripts/fake-youtube-server.ts [--port N]   (0 or none: any free port)
import { createServer } from "node:http";
import { createFakeYouTubeApi } from "../app/features/channel-data/youtube/fake-api";
import { fakeYouTubeWorld } from "../app/features/channel-data/youtube/fake-world";

const args = process.argv.slice(2);
const port = args.includes("--port") ? Number(args[args.indexOf("--port") + 1]) : 0;
const api = createFakeYouTubeApi(fakeYouTubeWorld());

const server = createServer(async (req, res) => {
  try {
    // The fake routes on its own origin's paths; only the path and query matter.
    const response = await api(new Request(`http://youtube.fake${req.url ?? "/"}`, { method: req.method }));
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
