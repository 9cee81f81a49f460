// The offline Google OAuth fake (authorize, token, revoke, channels mine=true) as a local HTTP
// server, for the built Worker (`npm start`, browser tests): production builds do not carry the
// fake, so the browser and the Worker reach it here at http://127.0.0.1:PORT. It serves the
// sample channel (and one other channel, for `fake_channel=`). Prints "listening PORT" when ready.
//   npx tsx scripts/fake-google-server.ts [--port N]   (0 or none: any free port)
import { createServer } from "node:http";
import { fakeYouTubeWorld } from "../app/features/channel-data/youtube/fake-world";
import { createFakeGoogle } from "../app/features/google-connection/fake-google";

const args = process.argv.slice(2);
const port = args.includes("--port") ? Number(args[args.indexOf("--port") + 1]) : 0;
const world = fakeYouTubeWorld();
const channels = [world.own.channel, ...world.competitors.slice(0, 1).map((d) => d.channel)];
const google = createFakeGoogle(channels.map((c) => ({ id: c.youtubeId, title: c.title, handle: c.handle })));

const server = createServer(async (req, res) => {
  try {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = req.method === "GET" || req.method === "HEAD" ? undefined : Buffer.concat(chunks);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
    const response = await google(new Request(`http://google.fake${req.url ?? "/"}`, { method: req.method, headers, body }));
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
