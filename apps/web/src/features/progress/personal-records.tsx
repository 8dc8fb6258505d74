import { ANALYTICS_TEXT, formatWeight, type WeightUnit, weightIn } from '@liftwise/domain';
import { LoadFailed } from '#web/components/load-failed.tsx';
import { usePersonalRecords } from './api.ts';
import { LiftList, LiftRow } from './lift-list.tsx';

const TEXT = ANALYTICS_TEXT;

/**
 * Every exercise's all-time records: the heaviest set and the best estimated one-rep max, in the
 * athlete's unit, by name (a lift whose load is the body says it counts the body weight). Hidden until the athlete has one; when they cannot be read, a Retry says so (the
 * period's figures above do not depend on them), rather than reading as if there were none.
 */
export function PersonalRecords({ unit }: { unit: WeightUnit }) {
  const query = usePersonalRecords();
  const { data } = query;
  if (!data && query.isError)
    return <LoadFailed title={TEXT.personalRecordsLoadFailed} message={TEXT.loadFailedHint} query={query} />;
  const records = Object.values(data?.records ?? {}).sort((a, b) => a.exercise.localeCompare(b.exercise));
  if (records.length === 0) return null;
  return (
    <LiftList id="personal-records" title={TEXT.personalRecords} hint={TEXT.personalRecordsHint}>
      {records.map(({ exercise, heaviest, bestEstimate }) => (
        <LiftRow
          key={exercise}
          name={exercise}
          caption={
            heaviest.bodyWeight ? `${TEXT.heaviestSet} · ${TEXT.includesBodyWeight}` : TEXT.heaviestSet
          }
          best={TEXT.recordSet(formatWeight(heaviest.weight, unit), heaviest.reps)}
          estimate={TEXT.estimatedMax(weightIn({ value: bestEstimate.oneRepMaxKg, unit: 'kg' }, unit), unit)}
        />
      ))}
    </LiftList>
  );
}
