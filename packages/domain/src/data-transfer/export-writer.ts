import {
  DOCUMENT_LIST_ORDER,
  documentHead,
  type ExportBodyWeight,
  type ExportCompletedWorkout,
  type ExportEquipment,
  type ExportGoal,
  type ExportLocation,
  type ExportProfile,
  type ExportStrengthPlan,
  type ExportWorkout,
} from './document.ts';
import { setsCsvHeader, setsCsvLines } from './sets-csv.ts';

/** Each kind's rows a page at a time, as the database reads them: the writers hold one page at once. */
export interface ExportSource {
  locations: AsyncIterable<ExportLocation[]>;
  equipment: AsyncIterable<ExportEquipment[]>;
  strengthPlans: AsyncIterable<ExportStrengthPlan[]>;
  workouts: AsyncIterable<ExportWorkout[]>;
  completedWorkouts: AsyncIterable<ExportCompletedWorkout[]>;
  goals: AsyncIterable<ExportGoal[]>;
  bodyWeights: AsyncIterable<ExportBodyWeight[]>;
}

/**
 * The export document as JSON text, a chunk per page of rows, so a ten-year history is written as it is read and
 * never sits in memory whole. The text is what JSON.stringify would write of the whole document.
 */
export async function* exportJsonChunks(
  exportedAt: Date,
  profile: ExportProfile,
  source: ExportSource,
): AsyncGenerator<string> {
  const head = JSON.stringify(documentHead(exportedAt, profile));
  yield head.slice(0, -1);
  for (const kind of DOCUMENT_LIST_ORDER) {
    yield `,${JSON.stringify(kind)}:[`;
    let first = true;
    for await (const page of source[kind] as AsyncIterable<unknown[]>) {
      if (page.length === 0) continue;
      const rows = page.map((row) => JSON.stringify(row)).join(',');
      yield first ? rows : `,${rows}`;
      first = false;
    }
    yield ']';
  }
  yield '}';
}

/** The completed sets as CSV text (one row per set), a chunk per page of sessions. */
export async function* setsCsvChunks(
  sessions: AsyncIterable<ExportCompletedWorkout[]>,
): AsyncGenerator<string> {
  yield setsCsvHeader();
  for await (const page of sessions) yield page.map(setsCsvLines).join('');
}
