import { EQUIPMENT_SCREEN_TEXT, type EquipmentImageItem } from '@liftwise/domain';
import { useNavigate } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardFooter } from '#web/components/ui/card.tsx';
import { EquipmentCardHeader } from './equipment-card.tsx';
import { offerEquipmentDraft } from './equipment-draft.ts';
import { SpecificationList } from './specification-list.tsx';

/**
 * An item the image scanner identified (spec §2 results card): like the list's card, with the description, and
 * 'Add to my equipment' opening the add form filled in with it.
 */
export function ScannedItemCard({ item }: { item: EquipmentImageItem }) {
  const navigate = useNavigate();
  const headingId = `scanned-${item.id}`;
  return (
    <Card className="flex h-full flex-col" role="article" aria-labelledby={headingId}>
      <EquipmentCardHeader item={item} headingId={headingId} />
      <CardContent className="flex-1 space-y-3">
        {item.description ? <p className="text-sm">{item.description}</p> : null}
        <SpecificationList specifications={item.specifications} />
      </CardContent>
      <CardFooter className="border-t py-2 sm:py-2">
        <Button
          variant="outline"
          className="w-full"
          onClick={() => {
            offerEquipmentDraft(item);
            void navigate({ to: '/equipment/add' });
          }}
        >
          <Plus aria-hidden="true" />
          {EQUIPMENT_SCREEN_TEXT.scannedItem.addToMyEquipment}
        </Button>
      </CardFooter>
    </Card>
  );
}
