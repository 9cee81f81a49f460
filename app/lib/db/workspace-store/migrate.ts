// Applies a store's pending migrations (migrations.ts), each with its record in one transaction.
// A plain function over the Durable Object's storage, so a test can run it on a live store with a
// migration list of its own (an old store opening after a new migration).
import { type StoreMigration, pendingMigrations } from "./migrations";

type Storage = Pick<DurableObjectStorage, "sql" | "transactionSync">;

/** Applies what `storage` has not recorded yet; returns the versions it applied now. */
export function migrateStore(storage: Storage, migrations: readonly StoreMigration[]): number[] {
  storage.sql.exec(
    "CREATE TABLE IF NOT EXISTS _store_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at integer NOT NULL)",
  );
  const applied = new Set(
    [...storage.sql.exec<{ version: number }>("SELECT version FROM _store_migrations")].map((r) => r.version),
  );
  const done: number[] = [];
  for (const migration of pendingMigrations(applied, migrations)) {
    storage.transactionSync(() => {
      for (const statement of migration.statements) storage.sql.exec(statement);
      storage.sql.exec(
        "INSERT INTO _store_migrations (version, name, applied_at) VALUES (?, ?, ?)",
        migration.version,
        migration.name,
        Date.now(),
      );
    });
    done.push(migration.version);
  }
  return done;
}
