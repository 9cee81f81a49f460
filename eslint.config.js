import { readdirSync } from "node:fs";
import reactHooks from "eslint-plugin-react-hooks";
import regexp from "eslint-plugin-regexp";
import tseslint from "typescript-eslint";

const BOUND = "Bind values as parameters (drizzle's sql`` template, or `?` with .bind()); never write them into SQL text.";
// An interpolation in SQL text is allowed for a SCREAMING_CASE constant only (a column list).
const NOT_A_CONSTANT = ":not(TemplateElement, Identifier[name=/^[A-Z][A-Z0-9_]*$/])";
const SQL_SPLICING = [
  { selector: "CallExpression[callee.object.name='sql'][callee.property.name='raw']", message: `sql.raw() puts text into SQL as is. ${BOUND}` },
  {
    selector: `CallExpression[callee.property.name=/^(prepare|exec)$/] > TemplateLiteral.arguments:first-child > ${NOT_A_CONSTANT}`,
    message: `A value spliced into a D1 statement's text. ${BOUND}`,
  },
  { selector: `CallExpression[callee.name='rawSql'] > TemplateLiteral.arguments:first-child > ${NOT_A_CONSTANT}`, message: `A value spliced into rawSql's text. ${BOUND}` },
  {
    selector: "CallExpression[callee.property.name=/^(prepare|exec)$/] > BinaryExpression.arguments:first-child[operator='+']",
    message: `A D1 statement built by concatenation. ${BOUND}`,
  },
];
const SQL_LITERAL_IMPORT = {
  group: ["~/lib/db/sql-literal", "**/lib/db/sql-literal", "./sql-literal"],
  allowTypeImports: true,
  message: `Literal SQL values are for the sample seed file only. ${BOUND}`,
};

// Features do not reach into each other: a feature's engine, components, sample data, Studio
// parsers and the YouTube fake are its own. What several features need moves down to lib/
// (or is one of a feature's top-level services, e.g. channel-data's sync.server.ts).
const FEATURE_INTERNALS = ["engine", "components", "sample", "studio-import", "__fixtures__"];
const FEATURES = readdirSync(new URL("./app/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureBoundaries = FEATURES.map((feature) => ({
  files: [`app/features/${feature}/**/*.{ts,tsx}`],
  ignores: ["**/*.test.ts", "**/*.test.tsx", "**/__fixtures__/**"],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          SQL_LITERAL_IMPORT,
          {
            group: [...FEATURE_INTERNALS.map((dir) => `~/features/*/${dir}/**`), "~/features/*/youtube/fake-*", `!~/features/${feature}/**`],
            message: "Another feature's internals: import its top-level service, or move the shared code to app/lib/.",
          },
        ],
      },
    ],
  },
}));

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
      "no-restricted-properties": ["error", { object: "Math", property: "random", message: "Results must be computed from data, not random numbers." }],
      // Values reach D1 as bound parameters only: drizzle's builders and its sql`` template bind
      // them, a plain statement binds its own with `?`. Nothing may write a value into SQL text.
      "no-restricted-syntax": ["error", ...SQL_SPLICING],
      "no-restricted-imports": ["error", { patterns: [SQL_LITERAL_IMPORT] }],
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
  {
    // The one exception: the sample seed is a SQL file for `wrangler d1 execute` (no parameters
    // there), built from our own generator's data, never from anything a user sent.
    files: ["app/features/channel-data/sample-seed-sql.ts"],
    rules: { "no-restricted-imports": "off" },
  },
);
