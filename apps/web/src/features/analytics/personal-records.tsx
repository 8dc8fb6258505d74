import { ANALYTICS_TEXT, formatWeight, type RecordBook, type WeightUnit, weightIn } from '@liftwise/domain';
import { usePersonalRecords } from './api.ts';

const TEXT = ANALYTICS_TEXT;

/**
 * Every exercise's all-time records (issue 18): the heaviest set and the best estimated one-rep max, in the
 * athlete's unit, by name. Hidden until the athlete has one, and when it cannot be read (the period's figures
 * above do not depend on it).
 */
export function PersonalRecords({ unit }: { unit: WeightUnit }) {
  const { data } = usePersonalRecords();
  const records = Object.values(data?.records ?? ({} as RecordBook)).sort((a, b) =>
    a.exercise.localeCompare(b.exercise),
  );
  if (records.length === 0) return null;
  return (
    <section className="space-y-3 rounded-xl border bg-card p-4 sm:p-5" aria-labelledby="personal-records">
      <div>
        <h2 id="personal-records" className="font-semibold">
          {TEXT.personalRecords}
        </h2>
        <p className="text-muted-foreground text-sm">{TEXT.personalRecordsHint}</p>
      </div>
      <ul className="divide-y">
        {records.map((record) => (
          <li
            key={record.exercise}
            className="flex items-center justify-between gap-3 py-3 first:pt-0 last:pb-0"
          >
            <div className="min-w-0">
              <p className="truncate font-medium">{record.exercise}</p>
              <p className="text-muted-foreground text-xs">{TEXT.heaviestSet}</p>
            </div>
            <div className="shrink-0 text-right">
              <p className="font-semibold tabular-nums">
                {TEXT.recordSet(formatWeight(record.heaviest.weight, unit), record.heaviest.reps)}
              </p>
              <p className="text-muted-foreground text-xs tabular-nums">
                {TEXT.estimatedMax(
                  weightIn({ value: record.bestEstimate.oneRepMaxKg, unit: 'kg' }, unit),
                  unit,
                )}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
