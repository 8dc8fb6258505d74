import {
  BODY_WEIGHT_RECENT,
  BODY_WEIGHT_SCREEN_TEXT,
  BODY_WEIGHT_SUCCESS_TOASTS,
  type BodyWeightEntry,
  formatMonthDay,
  formatWeight,
  type WeightUnit,
} from '@liftwise/domain';
import { Trash2 } from 'lucide-react';
import { ConfirmAction } from '#web/components/confirm-action.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { showToast } from '#web/components/ui/toast.ts';
import { succeeded } from '#web/lib/save-failure.ts';
import { useDeleteBodyWeight } from './api.ts';

const TEXT = BODY_WEIGHT_SCREEN_TEXT.bodyWeight;

function DeleteEntry({ entry, unit }: { entry: BodyWeightEntry; unit: WeightUnit }) {
  const remove = useDeleteBodyWeight();
  const day = formatMonthDay(entry.date);
  async function confirm() {
    if (await succeeded(remove.mutateAsync({ entryId: entry.id })))
      showToast(BODY_WEIGHT_SUCCESS_TOASTS.bodyWeightDeleted);
  }
  return (
    <ConfirmAction
      trigger={
        <Button variant="ghost" size="icon" disabled={remove.isPending} aria-label={TEXT.deleteEntry(day)}>
          <Trash2 aria-hidden="true" />
        </Button>
      }
      title={TEXT.deleteTitle}
      description={TEXT.deleteDescription(formatWeight({ value: entry.weight, unit: entry.unit }, unit), day)}
      confirmLabel={TEXT.confirmDelete}
      cancelLabel={TEXT.cancel}
      onConfirm={() => void confirm()}
    />
  );
}

/** The newest entries, each with its note and a delete that asks first. */
export function BodyWeightEntries({
  entries,
  unit,
}: {
  entries: readonly BodyWeightEntry[];
  unit: WeightUnit;
}) {
  return (
    <div className="space-y-2">
      <h3 className="font-medium text-sm">{TEXT.recentTitle}</h3>
      <ul className="grid sm:grid-cols-2 sm:gap-x-8">
        {entries.slice(0, BODY_WEIGHT_RECENT).map((entry) => (
          <li key={entry.id} className="flex items-center justify-between gap-3 border-b py-2">
            <div className="min-w-0">
              <p className="font-medium tabular-nums">
                {formatWeight({ value: entry.weight, unit: entry.unit }, unit)}
              </p>
              <p className="truncate text-muted-foreground text-xs">
                {entry.note ? `${formatMonthDay(entry.date)} · ${entry.note}` : formatMonthDay(entry.date)}
              </p>
            </div>
            <DeleteEntry entry={entry} unit={unit} />
          </li>
        ))}
      </ul>
    </div>
  );
}
