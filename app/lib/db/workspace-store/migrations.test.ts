import { describe, expect, it } from "vitest";
import { STORE_MIGRATIONS, STORE_SCHEMA_VERSION, pendingMigrations } from "./migrations";

describe("the workspace store's migrations", () => {
  it("are numbered 1, 2, 3… with no gap or repeat, so every store applies them in one order", () => {
    expect(STORE_MIGRATIONS.map((m) => m.version)).toEqual(STORE_MIGRATIONS.map((_, i) => i + 1));
    expect(STORE_SCHEMA_VERSION).toBe(STORE_MIGRATIONS.length);
  });

  it("leave out what a store has applied and keep the order of the rest", () => {
    const list = [
      { version: 3, name: "c", statements: [] },
      { version: 1, name: "a", statements: [] },
      { version: 2, name: "b", statements: [] },
    ];
    expect(pendingMigrations(new Set(), list).map((m) => m.name)).toEqual(["a", "b", "c"]);
    expect(pendingMigrations(new Set([1]), list).map((m) => m.name)).toEqual(["b", "c"]);
    expect(pendingMigrations(new Set([1, 2, 3]), list)).toEqual([]);
  });

  it("name no foreign key to the control database's tables (one between a store's own tables is fine)", () => {
    const statements = STORE_MIGRATIONS.flatMap((m) => m.statements);
    const storeTables = new Set(statements.flatMap((s) => [...s.matchAll(/CREATE TABLE (\w+)/gi)].map((x) => x[1])));
    const referenced = statements.flatMap((s) => [...s.matchAll(/REFERENCES\s+(\w+)/gi)].map((x) => x[1]));
    expect(referenced.filter((t) => !storeTables.has(t))).toEqual([]);
  });
});
