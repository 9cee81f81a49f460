import { readFileSync, readdirSync } from "node:fs";
import reactHooks from "eslint-plugin-react-hooks";
import regexp from "eslint-plugin-regexp";
import tseslint from "typescript-eslint";

const BOUND =
  "Bind values as parameters (drizzle's sql`` template, or `?` with .bind()); never write them into SQL text.";
// An interpolation in SQL text is allowed for a SCREAMING_CASE constant only (a column list).
const NOT_A_CONSTANT = ":not(TemplateElement, Identifier[name=/^[A-Z][A-Z0-9_]*$/])";
const SQL_SPLICING = [
  {
    selector: "CallExpression[callee.object.name='sql'][callee.property.name='raw']",
    message: `sql.raw() puts text into SQL as is. ${BOUND}`,
  },
  {
    selector: `CallExpression[callee.property.name=/^(prepare|exec)$/] > TemplateLiteral.arguments:first-child > ${NOT_A_CONSTANT}`,
    message: `A value spliced into a D1 statement's text. ${BOUND}`,
  },
  {
    selector: `CallExpression[callee.name='rawSql'] > TemplateLiteral.arguments:first-child > ${NOT_A_CONSTANT}`,
    message: `A value spliced into rawSql's text. ${BOUND}`,
  },
  {
    selector:
      "CallExpression[callee.property.name=/^(prepare|exec)$/] > BinaryExpression.arguments:first-child[operator='+']",
    message: `A D1 statement built by concatenation. ${BOUND}`,
  },
];
const SQL_LITERAL_IMPORT = {
  group: ["~/lib/db/sql-literal", "**/lib/db/sql-literal", "./sql-literal"],
  allowTypeImports: true,
  message: `Literal SQL values are for the sample seed file only. ${BOUND}`,
};

// The offline fakes and the sample world (app/dev, docs/decisions/010-dev-fakes.md) are for
// development, the tests and the seed only: product code never imports them. The one edge that
// installs them (workers/app.ts, behind import.meta.env.DEV) and app/dev itself are exempt below;
// tests/architecture/tiers.test.ts checks the same on every import.
const DEV_IMPORT = {
  regex: "^(~/dev|(\\.\\.?/)+(app/)?dev)(/|$)",
  message:
    "app/dev (fakes, sample world) is development-only: product code never imports it. Take what you need as a parameter; workers/app.ts installs the fakes in development.",
};

// Feature tiers (docs/decisions/009-feature-tiers.md; the table is app/features/tiers.json): a
// feature reaches another only through its public entry (index.ts, or index.server.ts for server
// code), imports only lower tiers, and an insight engine or a composer never imports a peer of
// its own tier. app/lib and app/components import no feature. tests/architecture/tiers.test.ts
// checks the same on every import (relative paths and cycles too).
const { tiers: TIERS } = JSON.parse(readFileSync(new URL("./app/features/tiers.json", import.meta.url), "utf8"));
const FEATURES = readdirSync(new URL("./app/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const EDGE_MODULES = ["~/routes/**", "~/root", "~/entry.server"];
const featurePaths = (features) => features.flatMap((f) => [`~/features/${f}`, `~/features/${f}/**`]);
const featureBoundaries = FEATURES.map((feature) => {
  const at = TIERS.findIndex((tier) => tier.features.includes(feature));
  const tier = TIERS[at];
  // Unplaced feature folders are reported by the architecture test; here they get the deep-import rule only.
  const above = at < 0 ? [] : TIERS.slice(at + 1).flatMap((t) => t.features);
  const peers = tier?.peersApart ? tier.features.filter((f) => f !== feature) : [];
  return {
    files: [`app/features/${feature}/**/*.{ts,tsx}`],
    ignores: ["**/*.test.ts", "**/*.test.tsx", "**/__fixtures__/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            SQL_LITERAL_IMPORT,
            DEV_IMPORT,
            {
              group: [
                "~/features/*/*",
                "!~/features/*/index",
                "!~/features/*/index.server",
                `!~/features/${feature}/**`,
              ],
              message:
                "Another feature's internals: import its public entry (~/features/<name>/index or index.server), adding what you need there.",
            },
            ...(above.length
              ? [
                  {
                    group: featurePaths(above),
                    message: `A higher tier: ${tier.name} may import only lower tiers (app/features/tiers.json).`,
                  },
                ]
              : []),
            ...(peers.length
              ? [
                  {
                    group: featurePaths(peers),
                    message: `${tier.name} never import each other: compose them in a higher tier or at the route.`,
                  },
                ]
              : []),
            {
              group: EDGE_MODULES,
              message: "Features do not import routes or the root: the edges import features, not the other way round.",
            },
          ],
        },
      ],
    },
  };
});
const sharedBoundary = {
  // The shared tier sits below every feature: what it needs from one arrives as props or moves down.
  files: ["app/lib/**/*.{ts,tsx}", "app/components/**/*.{ts,tsx}", "app/context.ts"],
  ignores: ["**/*.test.ts", "**/*.test.tsx"],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          SQL_LITERAL_IMPORT,
          DEV_IMPORT,
          {
            group: ["~/features/**", "**/features/**"],
            message: "app/lib and app/components import no feature (docs/decisions/009-feature-tiers.md).",
          },
          {
            group: EDGE_MODULES,
            message:
              "Shared code does not import routes or the root (app/lib/root-data.ts holds what the root loader gives).",
          },
        ],
      },
    ],
  },
};

export default tseslint.config(
  { ignores: ["build/", ".react-router/", ".wrangler/", "node_modules/", "worker-configuration.d.ts"] },
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-namespace": "off",
    },
  },
  {
    // The product computes every figure from data: no randomness outside tests.
    files: ["app/**/*.{ts,tsx}", "workers/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-properties": [
        "error",
        { object: "Math", property: "random", message: "Results must be computed from data, not random numbers." },
      ],
      // Values reach D1 as bound parameters only: drizzle's builders and its sql`` template bind
      // them, a plain statement binds its own with `?`. Nothing may write a value into SQL text.
      "no-restricted-syntax": ["error", ...SQL_SPLICING],
      "no-restricted-imports": ["error", { patterns: [SQL_LITERAL_IMPORT, DEV_IMPORT] }],
    },
  },
  {
    // Anyone can post a comment (10,000 characters) or a video description under a tracked video,
    // and the engines run them through these expressions inside a Worker with a CPU limit: an
    // expression that backtracks (exponentially, or even quadratically at that length) is an
    // outage. Rewrite it to be linear, or bound the input right before it with the bound stated.
    files: ["app/**/*.{ts,tsx}", "workers/**/*.ts"],
    plugins: { regexp },
    rules: {
      "regexp/no-super-linear-backtracking": "error",
      "regexp/no-super-linear-move": "error",
    },
  },
  {
    // Logs leave the product: every line goes through lib/log.server.ts, which strips SQL
    // parameters, emails and one-time links (docs/decisions/007-lockout.md, "Logs").
    files: ["app/**/*.{ts,tsx}", "workers/**/*.ts"],
    ignores: ["**/*.test.ts", "**/*.test.tsx", "app/lib/log.server.ts"],
    rules: { "no-console": "error" },
  },
  ...featureBoundaries,
  sharedBoundary,
  {
    // app/dev may use any feature, but only through its public entry, like a feature would.
    files: ["app/dev/**/*.{ts,tsx}"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            SQL_LITERAL_IMPORT,
            {
              group: ["~/features/*/*", "!~/features/*/index", "!~/features/*/index.server"],
              message:
                "app/dev reaches features through their public entry (~/features/<name>/index or index.server), adding what it needs there.",
            },
          ],
        },
      ],
    },
  },
  {
    // The one edge that installs the development fakes, through import() behind import.meta.env.DEV,
    // and the tests' fixtures (test data built from the sample world).
    files: ["workers/app.ts", "**/__fixtures__/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [SQL_LITERAL_IMPORT] }] },
  },
  {
    // The one exception: the sample seed is a SQL file for `wrangler d1 execute` (no parameters
    // there), built from our own generator's data, never from anything a user sent.
    files: ["app/features/channel-data/sample-seed-sql.ts"],
    rules: { "no-restricted-imports": "off" },
  },
);
