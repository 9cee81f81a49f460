// MCP's JSON-RPC error codes are named once, in RPC (app/features/api-access/mcp.server.ts): the
// transport (workers/mcp.ts) and the message handler answer with the same names, so a code cannot
// drift between the two halves of one server.
import { describe, expect, it } from "vitest";

const SOURCES = import.meta.glob(["/app/**/*.{ts,tsx}", "/workers/**/*.ts", "!**/*.test.{ts,tsx}"], {
  query: "?raw",
  import: "default",
  eager: true,
}) as Record<string, string>;

const RPC_TABLE = "/app/features/api-access/mcp.server.ts";

describe("JSON-RPC error codes", () => {
  it("are written as numbers only in the RPC table", () => {
    const bare = Object.entries(SOURCES)
      .filter(([file]) => file !== RPC_TABLE)
      .flatMap(([file, text]) => [...text.matchAll(/-32[0-7]\d\d\b/g)].map((m) => `${file}: ${m[0]}`));
    expect(bare).toEqual([]);
    expect(SOURCES[RPC_TABLE]).toMatch(/export const RPC = \{/);
  });
});
