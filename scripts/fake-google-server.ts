// The offline Google OAuth fake (authorize, token, revoke, channels mine=true) as a local HTTP
// server (see fake-server.ts): the browser and the built Worker reach it at http://127.0.0.1:PORT.
// It serves the sample channel (and one other channel, for `fake_channel=`).
//   npx tsx scripts/fake-google-server.ts [--port N]   (0 or none: any free port)
import { fakeYouTubeWorld } from "../app/dev/youtube/fake-world";
import { createFakeGoogle } from "../app/dev/google/fake-google";
import { serveFake } from "./fake-server";

const world = fakeYouTubeWorld();
const channels = [world.own.channel, ...world.competitors.slice(0, 1).map((d) => d.channel)];
serveFake(
  "http://google.fake",
  createFakeGoogle(channels.map((c) => ({ id: c.youtubeId, title: c.title, handle: c.handle }))),
);
