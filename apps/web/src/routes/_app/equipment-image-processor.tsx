import { createFileRoute } from '@tanstack/react-router';
import { ScannedItemCard } from '#web/features/equipment/scanned-item-card.tsx';
import { EquipmentImageProcessorPage } from '#web/features/equipment-image-processor/equipment-image-processor-page.tsx';

// The scanner's results are shown and added with the equipment feature's card: the route composes the two.
export const Route = createFileRoute('/_app/equipment-image-processor')({
  component: () => <EquipmentImageProcessorPage ItemCard={ScannedItemCard} />,
});
