/**
 * Child process for the crash test: writes numbered rows through the server's client, one at a time, and prints
 * each number only after its insert was acknowledged. The test kills it with SIGKILL mid-stream.
 */
import { createNodeClient } from '../node-client.ts';

const url = process.argv[2];
if (!url) throw new Error('usage: acknowledged-writer.ts file:/path/to.db');
const client = createNodeClient({ url });
await client.execute(
  'create table if not exists acknowledged (n integer primary key, payload text not null)',
);
for (let n = 1; ; n += 1) {
  await client.execute({
    sql: 'insert into acknowledged (n, payload) values (?, ?)',
    args: [n, 'x'.repeat(200)],
  });
  // Waiting for the pipe also lets the parent's kill arrive between writes, not only after a long burst.
  await new Promise((done) => process.stdout.write(`${n}\n`, done));
}
