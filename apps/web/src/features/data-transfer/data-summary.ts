import { DATA_TRANSFER_SCREEN_TEXT, EXPORT_KINDS, type ExportKind } from '@liftwise/domain';

const TEXT = DATA_TRANSFER_SCREEN_TEXT.data;

/** '3 completed workouts, 1 goal': the kinds with a count, in the import's order; '' when all are zero. */
export function countsPhrase(counts: Readonly<Record<ExportKind, number>>): string {
  return EXPORT_KINDS.filter((kind) => counts[kind] > 0)
    .map((kind) => {
      const [one, many] = TEXT.countWords[kind];
      return TEXT.count(counts[kind], one, many);
    })
    .join(', ');
}
