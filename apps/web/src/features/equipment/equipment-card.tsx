import { availabilityBadge, categoryLine, EQUIPMENT_SCREEN_TEXT, type UserEquipment } from '@liftwise/domain';
import { Link } from '@tanstack/react-router';
import { CalendarClock, CircleCheck, Pencil } from 'lucide-react';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '#web/components/ui/card.tsx';
import { DeleteEquipmentButton } from './delete-equipment-button.tsx';
import { availabilityDetails } from './equipment-form-values.ts';
import { SpecificationList } from './specification-list.tsx';
import { StatusBadge } from './status-badge.tsx';

/**
 * The card's top: name, 'category • subcategory', the item's photo when it has one, the status and availability
 * badges and the availability details.
 */
export function EquipmentCardHeader({
  item,
  headingId,
  photo,
}: {
  item: Pick<UserEquipment, 'name' | 'category' | 'subcategory' | 'status' | 'availability'>;
  headingId: string;
  photo?: string;
}) {
  const always = item.availability.always;
  const details = availabilityDetails(item.availability);
  return (
    <CardHeader className="gap-2">
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1 space-y-1.5">
          <CardTitle as="h3" id={headingId} className="break-words">
            {item.name}
          </CardTitle>
          <CardDescription>{categoryLine(item)}</CardDescription>
        </div>
        {photo ? (
          <img
            src={photo}
            alt={item.name}
            loading="lazy"
            className="size-16 shrink-0 rounded-lg border bg-muted object-cover sm:size-20"
          />
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2 pt-1">
        <StatusBadge status={item.status} />
        <Badge variant={always ? 'secondary' : 'outline'}>
          {always ? (
            <CircleCheck className="size-3.5" aria-hidden="true" />
          ) : (
            <CalendarClock className="size-3.5" aria-hidden="true" />
          )}
          {availabilityBadge(item.availability)}
        </Badge>
      </div>
      {details.length > 0 ? <p className="text-muted-foreground text-xs">{details.join(' · ')}</p> : null}
    </CardHeader>
  );
}

/**
 * Spec §2 Equipment list card: name, 'category • subcategory', the two badges, the specifications, edit and delete;
 * the item's photo too.
 */
export function EquipmentCard({ item }: { item: UserEquipment }) {
  return (
    <Card className="h-full" aria-labelledby={`equipment-${item.id}`} role="article">
      <EquipmentCardHeader item={item} headingId={`equipment-${item.id}`} photo={item.imageUrl} />
      <CardContent className="flex-1">
        <SpecificationList specifications={item.specifications} />
      </CardContent>
      <CardFooter className="justify-end gap-1 border-t py-2 sm:py-2">
        <Button variant="ghost" size="icon" asChild>
          <Link
            to="/equipment/edit/$equipmentId"
            params={{ equipmentId: item.id }}
            aria-label={EQUIPMENT_SCREEN_TEXT.equipmentScreen.editItem(item.name)}
          >
            <Pencil aria-hidden="true" />
          </Link>
        </Button>
        <DeleteEquipmentButton item={item} />
      </CardFooter>
    </Card>
  );
}
