import { confidencePercent, type EquipmentImageItem, SCANNER_SCREEN_TEXT } from '@liftwise/domain';
import type { ComponentType } from 'react';
import type { ProcessResult } from './api.ts';

const TEXT = SCANNER_SCREEN_TEXT.imageProcessor;

/** How one identified item is shown; the equipment feature supplies it through the route. */
export type ScannedItemView = ComponentType<{ item: EquipmentImageItem }>;

/** Spec §2: the summary, the confidence and one card per identified item, each addable to the athlete's equipment. */
export function ScanResult({ result, ItemCard }: { result: ProcessResult; ItemCard: ScannedItemView }) {
  return (
    <section aria-labelledby="scan-result-heading" className="space-y-4">
      <div className="space-y-1">
        <h2 id="scan-result-heading" className="font-semibold text-xl">
          {TEXT.resultTitle}
        </h2>
        <p className="text-muted-foreground text-sm">
          {TEXT.resultSummary(confidencePercent(result.confidence), result.photoCount)}
        </p>
        {result.summary ? <p className="text-sm">{result.summary}</p> : null}
      </div>
      {result.equipment.length === 0 ? (
        <p className="text-muted-foreground text-sm">{TEXT.nothingIdentified}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {result.equipment.map((item) => (
            <li key={item.id}>
              <ItemCard item={item} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
