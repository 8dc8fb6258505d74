import { EQUIPMENT_SCREEN_TEXT, equipmentSummary } from '@liftwise/domain';

/** Spec §2: total, Excellent count, Good count and the number of distinct categories, by the domain's rule. */
export function SummaryTiles({ items }: { items: readonly { status: string; category: string }[] }) {
  const summary = equipmentSummary(items);
  const labels = EQUIPMENT_SCREEN_TEXT.equipmentScreen.summaryTiles;
  const tiles = [
    { label: labels.total, value: summary.total },
    { label: labels.excellent, value: summary.excellent },
    { label: labels.good, value: summary.good },
    { label: labels.categories, value: summary.categories },
  ];
  return (
    <dl
      aria-label={EQUIPMENT_SCREEN_TEXT.equipmentScreen.summaryLabel}
      className="grid grid-cols-2 gap-3 lg:grid-cols-4"
    >
      {tiles.map((tile) => (
        <div key={tile.label} className="rounded-xl border bg-card p-4 shadow-sm">
          <dt className="text-muted-foreground text-sm">{tile.label}</dt>
          <dd className="font-bold text-2xl tabular-nums sm:text-3xl">{tile.value}</dd>
        </div>
      ))}
    </dl>
  );
}
