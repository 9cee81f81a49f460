// The offline YouTube Data API fake as a local HTTP server (see fake-server.ts), reached by the
// built Worker at http://127.0.0.1:PORT/youtube/v3.
//   npx tsx scripts/fake-youtube-server.ts [--port N]   (0 or none: any free port)
import { createFakeYouTubeApi } from "../app/dev/youtube/fake-api";
import { fakeYouTubeWorld } from "../app/dev/youtube/fake-world";
import { serveFake } from "./fake-server";

serveFake("http://youtube.fake", createFakeYouTubeApi(fakeYouTubeWorld()));
