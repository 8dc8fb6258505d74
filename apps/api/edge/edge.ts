/**
 * `npm run edge`'s entry (after scripts/edge.mjs installed and built the web app): the edge stack (edge-stack.ts)
 * on PORT (3000 as `npm start`) with its data in `.data/edge/`, until Ctrl-C or SIGTERM stops every process it
 * started. The identity provider keeps one port (IDP_PORT, 4010) so accounts, which belong to its issuer, stay
 * linked from one run to the next. EDGE_DATA_DIR moves the data elsewhere (the tests use a temp folder).
 */
import * as z from 'zod/mini';
import { startEdgeStack } from './edge-stack.ts';

const repoRoot = new URL('../../../', import.meta.url).pathname;
const port = z.coerce.number().check(z.int(), z.gte(1), z.lte(65535));
const settings = z
  .object({
    PORT: z._default(port, 3000),
    IDP_PORT: z._default(port, 4010),
    EDGE_DATA_DIR: z._default(z.string().check(z.minLength(1), z.maxLength(1024)), `${repoRoot}.data/edge`),
  })
  .safeParse(process.env);
if (!settings.success) {
  const names = settings.error.issues.map((issue) => issue.path.join('.')).join(', ');
  console.error(
    `npm run edge: ${names}: PORT and IDP_PORT must be port numbers (1 to 65535), EDGE_DATA_DIR a folder.`,
  );
  process.exit(1);
}

let stopping: Promise<void> | undefined;
let stop: () => Promise<void> = async () => {};
// Ctrl-C reaches this process and its parent (which passes it on) together: stop once.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopping ??= stop().then(() => process.exit(0));
  });
}

try {
  const dataDir = settings.data.EDGE_DATA_DIR;
  const stack = await startEdgeStack({
    dataDir,
    port: settings.data.PORT,
    idpPort: settings.data.IDP_PORT,
    publicUrl: `http://localhost:${settings.data.PORT}`,
    // The Worker's own log (a database it cannot use, a sign-in that failed) belongs in this terminal.
    onWorkerOutput: (line) => console.log(line),
  });
  stop = stack.stop;
  if (stopping) await stack.stop();
  console.log(`Liftwise is running at ${stack.url}`);
  console.log(
    `  the Worker under wrangler dev (workerd), reading through the replica, writing to the primary`,
  );
  console.log(`  sqld primary ${stack.primaryUrl}, replica ${stack.replicaUrl} (JWT auth on)`);
  console.log(`  sign-in: the local identity provider at ${stack.issuer}`);
  console.log(`  data: ${dataDir} (the databases, the photos' local R2 bucket)`);
} catch (error) {
  console.error(`npm run edge: ${(error as Error).message}`);
  process.exit(1);
}
