/**
 * `pnpm db:migrate`: the migrations and the catalogue seed (migrateAndSeed, as `npm start` runs them at boot)
 * against DATABASE_URL with DATABASE_AUTH_TOKEN — a Turso `libsql://` or `https://` URL, a libSQL server's
 * `http://` URL, or a `file:` path (relative to the repo root, as for the server). Prints one line saying what
 * changed (a second run: nothing), or one line naming the problem and exits with 1; never a stack trace.
 */
import * as z from 'zod/mini';
import { createDb } from './client.ts';
import { databaseTarget, describeDatabaseError } from './database-errors.ts';
import { type MigrateAndSeedReport, migrateAndSeed } from './migrate.ts';
import { createNodeClient, resolveDatabaseUrl } from './node-client.ts';

const repoRoot = new URL('../../../', import.meta.url).pathname;

const envSchema = z.object({
  DATABASE_URL: z
    .string({
      error: 'DATABASE_URL is not set: give the database to migrate (libsql://, https://, http:// or file:)',
    })
    .check(
      z.trim(),
      z.maxLength(2048, 'DATABASE_URL is longer than 2,048 characters'),
      z.regex(/^(libsql:|https?:|file:)/, 'DATABASE_URL must start with libsql:, https:, http: or file:'),
    ),
  DATABASE_AUTH_TOKEN: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'DATABASE_AUTH_TOKEN is empty: unset it, or give the token'),
        z.maxLength(2048, 'DATABASE_AUTH_TOKEN is longer than 2,048 characters'),
      ),
  ),
});

function summary(target: string, report: MigrateAndSeedReport): string {
  const migrations =
    report.migrationsApplied === 0
      ? 'no migration to apply'
      : `${report.migrationsApplied} migration${report.migrationsApplied === 1 ? '' : 's'} applied`;
  const counts = `${report.categories} categories, ${report.equipment} items`;
  const catalogue = report.catalogueChanged
    ? `catalogue seeded (${counts})`
    : `catalogue unchanged (${counts})`;
  const changed = report.migrationsApplied > 0 || report.catalogueChanged;
  return `${changed ? 'Migrated' : 'Up to date, nothing changed:'} ${target}: ${migrations}, ${catalogue}.`;
}

async function main(): Promise<number> {
  const env = envSchema.safeParse(process.env);
  if (!env.success) {
    console.error(`db:migrate: ${env.error.issues[0]?.message ?? 'invalid settings'}.`);
    return 1;
  }
  const config = {
    url: resolveDatabaseUrl(env.data.DATABASE_URL, repoRoot),
    authToken: env.data.DATABASE_AUTH_TOKEN,
  };
  let client: ReturnType<typeof createNodeClient> | undefined;
  try {
    client = createNodeClient(config);
    console.log(summary(databaseTarget(config.url), await migrateAndSeed(createDb(client))));
    return 0;
  } catch (error) {
    console.error(`db:migrate: ${describeDatabaseError(error, config)}`);
    return 1;
  } finally {
    client?.close();
  }
}

process.exitCode = await main();
