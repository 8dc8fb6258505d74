import {
  type ExportDocument,
  type ExportKind,
  IMPORT_FORMAT_NAMES,
  ImportFileError,
  type ImportMode,
  importLimitProblem,
  importUploadSchema,
  planImportSteps,
  readLiftwiseFileSteps,
  SERVER_MESSAGES,
  setCount,
  splitImportUpload,
  unknownNamesShown,
} from '@liftwise/domain';
import { TRPCError } from '@trpc/server';
import type { AuthedContext } from '../context.ts';
import { readUploadText } from '../read-upload.ts';
import { createPacer, runInSlices } from '../run-in-slices.ts';
import { protectedProcedure, router } from '../trpc.ts';

/** Counts one export or import of the athlete's; over the limit it is TOO_MANY_REQUESTS. */
export async function countDataTransfer(ctx: AuthedContext): Promise<void> {
  if (!(await ctx.allowDataTransfer(ctx.user.id)))
    throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: SERVER_MESSAGES.rateLimited });
}

/**
 * The upload's options and document, read in slices so a 25 MB file does not hold other athletes' requests (issue
 * 36), and the format of the athlete's file it came from: the browser reads Strong's and Hevy's CSV into a
 * Liftwise document, so what arrives here is always one.
 */
async function readUpload(upload: ReadableStream<Uint8Array>) {
  const pause = createPacer();
  const { text, bytes } = await readUploadText(upload, pause);
  try {
    const { options, file, optionsBytes } = splitImportUpload(text);
    const document = await runInSlices(readLiftwiseFileSteps(file, bytes - optionsBytes), pause);
    return { mode: options.mode, format: options.sourceFormat, document };
  } catch (error) {
    if (error instanceof ImportFileError)
      throw new TRPCError({ code: 'BAD_REQUEST', message: error.message });
    throw error;
  }
}

/** What an import of this document would do in this mode, against what the athlete has stored now. */
async function planFor(ctx: AuthedContext, document: ExportDocument, mode: ImportMode) {
  const existing = await ctx.queries.dataTransfer.existing(ctx.user.id, createPacer());
  return runInSlices(planImportSteps(document, existing, mode, () => crypto.randomUUID()));
}

type Counts = Record<ExportKind, { added: number; existing: number }>;

/**
 * The import: a preview first (what the file holds, what is new, what is already there, what replacing
 * would delete), then the import itself, merged (the default) or replacing everything, in one transaction. Both
 * read the file afresh (nothing is kept between them), and both count against the athlete's data-transfer limit.
 * The export is GET /export in apps/api: a download, streamed.
 */
export const dataTransferRouter = router({
  /** A mutation although it stores nothing: its input is a whole file, too large for a GET's URL. */
  previewImport: protectedProcedure.input(importUploadSchema).mutation(async ({ ctx, input }) => {
    await countDataTransfer(ctx);
    const reading = await readUpload(input);
    const plan = await planFor(ctx, reading.document, 'merge');
    const unknown = unknownNamesShown(reading.document);
    return {
      format: reading.format,
      formatName: IMPORT_FORMAT_NAMES[reading.format],
      counts: plan.counts satisfies Counts,
      sets: setCount(reading.document),
      unknownExerciseNames: unknown.names,
      moreUnknownExerciseNames: unknown.more,
      /** What 'Replace everything' deletes, for its confirmation. */
      stored: await ctx.queries.dataTransfer.counts(ctx.user.id),
    };
  }),

  /**
   * Writes the file's rows under the caller's id only (an export of another athlete's becomes this athlete's
   * data, with new ids). Importing the same file twice adds nothing the second time: every row that is already
   * there, by what it is rather than its id, is skipped.
   */
  importData: protectedProcedure.input(importUploadSchema).mutation(async ({ ctx, input }) => {
    await countDataTransfer(ctx);
    const reading = await readUpload(input);
    const { mode } = reading;
    const plan = await planFor(ctx, reading.document, mode);
    const stored = await ctx.queries.dataTransfer.counts(ctx.user.id);
    const overLimit = importLimitProblem(stored, plan.counts, mode);
    if (overLimit) throw new TRPCError({ code: 'BAD_REQUEST', message: overLimit });
    const { email, displayName } = await ctx.account();
    await ctx.queries.dataTransfer.write(
      ctx.user.id,
      plan,
      mode,
      { email, displayName, ...reading.document.profile },
      ctx.now(),
      createPacer(),
    );
    return { format: reading.format, mode, counts: plan.counts satisfies Counts };
  }),
});
