import { EQUIPMENT_SCREEN_TEXT, equipmentSummary } from '@liftwise/domain';

/** Spec §2: total, Excellent count, Good count and the number of distinct categories, by the domain's rule. */
export function SummaryTiles({ items }: { items: readonly { status: string; category: string }[] }) {
  const summary = equipmentSummary(items);
  const tiles = [
    { label: 'Total Equipment', value: summary.total },
    { label: 'Excellent', value: summary.excellent },
    { label: 'Good', value: summary.good },
    { label: 'Categories', value: summary.categories },
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
