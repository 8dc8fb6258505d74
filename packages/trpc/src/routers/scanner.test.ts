import { SCAN_MESSAGES } from '@liftwise/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { appRouter } from '../root.ts';
import { createTestHarness } from '../testing.ts';
import { createCallerFactory, mergeRouters } from '../trpc.ts';
import { createScannerRouter, type ScanPhotoSource } from './scanner.ts';

/** The photo store is the photos helper's (issue 10); with no vision model it must not even be read. */
const untouchedPhotos: ScanPhotoSource = {
  unprocessed: () => Promise.reject(new Error('photos read without a vision model')),
  markProcessed: () => Promise.reject(new Error('photos marked without a vision model')),
};

let dispose: (() => void) | undefined;
afterEach(() => dispose?.());

describe('processEquipmentImages', () => {
  it("refuses with the unconfigured scanner's reason, reading no photo", async () => {
    const harness = await createTestHarness();
    dispose = harness.dispose;
    const user = await harness.signUp();
    const createCaller = createCallerFactory(mergeRouters(appRouter, createScannerRouter(untouchedPhotos)));
    const context = await harness.contextFor(user);
    await expect(createCaller(context).processEquipmentImages()).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: SCAN_MESSAGES.visionUnconfigured,
    });
  });
});
