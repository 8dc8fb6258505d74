import { afterAll, beforeAll } from 'vitest';
import { unstable_startWorker } from 'wrangler';

type StartedWorker = Awaited<ReturnType<typeof unstable_startWorker>>;

/**
 * A test file's own Worker (its `wrangler.jsonc` fixture) in workerd, started before the file's tests and disposed
 * after them: for code that must be proved on the runtime itself, not on Node.
 */
export function fixtureWorker(config: URL): Pick<StartedWorker, 'fetch'> {
  let worker: StartedWorker | undefined;
  beforeAll(async () => {
    worker = await unstable_startWorker({
      config: config.pathname,
      dev: { server: { hostname: '127.0.0.1', port: 0 }, inspector: false, persist: false },
    });
    await worker.ready;
  }, 60_000);
  afterAll(() => worker?.dispose());
  return {
    fetch: (...args) => {
      if (!worker) throw new Error('The fixture Worker is fetched before it started');
      return worker.fetch(...args);
    },
  };
}
