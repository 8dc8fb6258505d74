import { describe, expect, it } from 'vitest';
import { fixtureWorker } from '../test-support/fixture-worker.ts';

// workerd itself, with a local R2 bucket: the runtime whose R2 refuses a stream of unknown length.
const worker = fixtureWorker(new URL('./fixtures/wrangler.jsonc', import.meta.url));

const jpeg = (size: number) => {
  const bytes = new Uint8Array(size).fill(7);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return bytes;
};

describe('an upload streamed into R2 on workerd', () => {
  it('goes in as a stream of its declared length (R2 refuses one of unknown length), and reads back whole', async () => {
    const bytes = jpeg(300_000);
    const put = await worker.fetch('http://photos.test/p1?max=400000', { method: 'POST', body: bytes });
    expect(await put.text()).toBe('stored');
    const got = await worker.fetch('http://photos.test/p1');
    expect(new Uint8Array(await got.arrayBuffer())).toEqual(bytes);
  });

  it('is stopped part-way past the size limit, and leaves no object', async () => {
    const put = await worker.fetch('http://photos.test/p2?max=100000', {
      method: 'POST',
      body: jpeg(300_000),
    });
    expect(put.status).toBe(400);
    expect(await put.text()).toBe('too-large');
    expect((await worker.fetch('http://photos.test/p2')).status).toBe(404);
  });

  it('without a declared length (a chunked upload) is gathered, within the limit, and stored whole', async () => {
    const bytes = jpeg(50_000);
    const chunked = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 20_000));
        controller.enqueue(bytes.slice(20_000));
        controller.close();
      },
    });
    const put = await worker.fetch('http://photos.test/p3?max=100000', {
      method: 'POST',
      body: chunked,
      duplex: 'half',
    } as Parameters<typeof worker.fetch>[1]);
    expect(await put.text()).toBe('stored');
    const got = await worker.fetch('http://photos.test/p3');
    expect(new Uint8Array(await got.arrayBuffer())).toEqual(bytes);
  });
});
