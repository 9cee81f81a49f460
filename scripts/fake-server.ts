// Serves one of the offline fakes (a fetch handler written for its own origin, e.g.
// http://youtube.fake) as a local HTTP server, for the built Worker (`npm start`, browser tests,
// benchmarks, acceptance checks): production builds do not carry the fakes. Forwards the method,
// headers and body; prints "listening PORT" when ready (the scripts that start it wait for it).
import { createServer } from "node:http";

export function serveFake(origin: string, handler: (request: Request) => Promise<Response> | Response) {
  const args = process.argv.slice(2);
  const port = args.includes("--port") ? Number(args[args.indexOf("--port") + 1]) : 0;
  const server = createServer(async (req, res) => {
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const body = req.method === "GET" || req.method === "HEAD" ? undefined : Buffer.concat(chunks);
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
      // The fake routes on its own origin's paths: only the path, query, headers and body matter.
      const response = await handler(new Request(`${origin}${req.url ?? "/"}`, { method: req.method, headers, body }));
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
}
