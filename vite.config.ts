import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { engineTwins } from "./scripts/engine-twins.ts";
import { zodWithoutJsonSchema } from "./scripts/zod-without-json-schema.ts";

// The SHA-256 of axe-core's bundled build, which accessibility audits inject as an inline
// script. Pages served on a loopback host (local runs, CI, acceptance checks) allow exactly
// this script in their Content-Security-Policy; deployed pages do not.
const axeFile = fileURLToPath(new URL("./node_modules/axe-core/axe.min.js", import.meta.url));
const axeHash = existsSync(axeFile) ? createHash("sha256").update(readFileSync(axeFile)).digest("base64") : "";

// react-dom/server (the "workerd" condition picks server.edge.js) bundles two renderers: the
// streaming one we use (renderToReadableStream) and the legacy renderToString one, which nothing
// here calls but a bundler cannot drop from a CommonJS module. The production build points
// straight at the streaming renderer: about 25 KB less gzipped Worker. Development keeps the
// package's own entry (with its development warnings).
const streamingRenderer = fileURLToPath(
  new URL("./node_modules/react-dom/cjs/react-dom-server.edge.production.js", import.meta.url),
);

export default defineConfig(({ command }) => ({
  define: { __AXE_CSP_HASH__: JSON.stringify(axeHash) },
  // Workers AI has no local mode; everything runs offline against local bindings. The production
  // Worker leaves out zod's JSON Schema generator, which nothing here calls (5 KB gzipped; see
  // the plugin's header).
  //
  // A production build makes two Workers (docs/decisions/005-worker-size.md): the pages Worker
  // (build/server), which gets each engine module's twin (scripts/engine-twins.ts) and the ENGINES
  // binding, and the engines Worker (workers/engines, built into build/engines).
  // Development runs the one Worker with the engines in place.
  plugins: [
    engineTwins(),
    zodWithoutJsonSchema(),
    cloudflare({
      viteEnvironment: { name: "ssr" },
      remoteBindings: false,
      ...(command === "build"
        ? {
            auxiliaryWorkers: [{ configPath: "./workers/engines/wrangler.toml" }],
            config: { services: [{ binding: "ENGINES", service: "vidwise-engines" }] },
          }
        : {}),
    }),
    tailwindcss(),
    reactRouter(),
  ],
  resolve: {
    alias: [
      { find: "~", replacement: fileURLToPath(new URL("./app", import.meta.url)) },
      ...(command === "build" ? [{ find: /^react-dom\/server$/, replacement: streamingRenderer }] : []),
    ],
  },
  // The Worker's size counts against its cold start and Cloudflare's script limit: minify the
  // server build too (Vite leaves SSR output unminified by default). Source maps keep stack
  // traces readable.
  environments: {
    ssr: {
      build: {
        minify: true,
        sourcemap: true,
        // An engine module (app/features/*/engine) is pure by contract: importing one only builds
        // its constant tables. Saying so lets the bundler drop the engines a twin no longer calls.
        // jpeg-js's two halves are pure too (each only defines its function): the pages Worker
        // keeps the encoder (sample thumbnails) and drops the decoder, which only measuring uses.
        // The shared word lists (app/lib's stopwords and multilingual topic words) only build
        // their sets, which only engines read.
        rolldownOptions: {
          treeshake: {
            moduleSideEffects: (id: string) =>
              !/\/app\/features\/[^/]+\/engine\//.test(id) &&
              !/\/node_modules\/jpeg-js\/lib\//.test(id) &&
              !/\/app\/lib\/(stopwords|multilingual-topic-words)\.ts$/.test(id),
          },
        },
      },
    },
    // The engines Worker's environment (named after it: vidwise-engines), built beside the pages Worker.
    vidwise_engines: { build: { minify: true, sourcemap: true, outDir: "build/engines" } },
  },
  server: { port: 5173, strictPort: true },
}));
