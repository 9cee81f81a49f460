// One workspace's own store: a SQLite-backed Durable Object, named by the workspace's id
// (decision 012). The Worker's features never see this class: they ask `workspaceDb(db, id)`
// (../workspace-db.server.ts) for a drizzle database whose every statement this object runs on
// its own SQLite, so their queries are the ones they ran on D1.
//
// It runs statements it is sent and nothing else: whoever holds the binding may call it, and only
// the Worker and the engines Worker do. A workspace id chosen by a request never reaches
// `idFromName` without the session or a stored row naming it (the tests prove a workspace cannot
// read another's rows).
import { DurableObject } from "cloudflare:workers";
import { STORE_MIGRATIONS } from "./migrations";
import { migrateStore } from "./migrate";
import type { StoreQuery, StoreResult, StoreRow, StoreValue } from "./protocol";

export class WorkspaceStore extends DurableObject<Env> {
  private migrated = false;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    // Migrations on first open: nothing reaches the store before its schema is current.
    void ctx.blockConcurrencyWhile(async () => this.ensureMigrated());
  }

  private ensureMigrated() {
    if (this.migrated) return;
    migrateStore(this.ctx.storage, STORE_MIGRATIONS);
    this.migrated = true;
  }

  private exec({ sql, params, method }: StoreQuery): StoreResult {
    const cursor = this.ctx.storage.sql.exec(sql, ...params);
    if (method === "run") {
      // Drain the cursor so the statement runs to its end, then report what it wrote.
      for (const _ of cursor.raw());
      return { rows: [], changes: cursor.rowsWritten };
    }
    const rows = [...cursor.raw()] as StoreRow[];
    return { rows: method === "get" ? rows[0] : rows };
  }

  /** One statement (drizzle's sqlite-proxy callback). */
  query(sql: string, params: StoreValue[], method: StoreQuery["method"]): StoreResult {
    this.ensureMigrated();
    return this.exec({ sql, params, method });
  }

  /** Several statements in one transaction: all or none, like D1's batch. */
  batch(queries: StoreQuery[]): StoreResult[] {
    this.ensureMigrated();
    return this.ctx.storage.transactionSync(() => queries.map((q) => this.exec(q)));
  }

  /** Rows per table and bytes on disk: the Storage card, the capacity bench and the tests read it. */
  usage(): { bytes: number; rows: Record<string, number> } {
    // Not migrated first: after destroy() it reports the empty store it is.
    const tables = [
      ...this.ctx.storage.sql.exec<{ name: string }>(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_%' ESCAPE '\\' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'",
      ),
    ].map((t) => t.name);
    const rows: Record<string, number> = {};
    for (const name of tables)
      // eslint-disable-next-line no-restricted-syntax -- a table name read from sqlite_master, not a value: names cannot be bound
      rows[name] = this.ctx.storage.sql.exec<{ n: number }>(`SELECT count(*) AS n FROM "${name}"`).one().n;
    return { bytes: this.ctx.storage.sql.databaseSize, rows };
  }

  /** Deletes everything the workspace stored; the object is empty afterwards (it migrates again if reopened). */
  async destroy(): Promise<void> {
    await this.ctx.storage.deleteAll();
    this.migrated = false;
  }
}
