import { EQUIPMENT_PAGE_HEADING, EQUIPMENT_SCREEN_TEXT, type UserEquipment } from '@liftwise/domain';
import { Link } from '@tanstack/react-router';
import { Dumbbell, LibraryBig, Plus } from 'lucide-react';
import { ListPage } from '#web/components/list-page.tsx';
import { LoadFailed } from '#web/components/load-failed.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useEquipmentLocations, useUserEquipment } from './api.ts';
import { EquipmentCard } from './equipment-card.tsx';
import { LocationSwitcher } from './location-switcher.tsx';
import { SummaryTiles } from './summary-tiles.tsx';

const TEXT = EQUIPMENT_SCREEN_TEXT.equipmentList;

function LoadingEquipment() {
  return (
    <div role="status" className="space-y-4">
      <p className="text-muted-foreground">{TEXT.loading}</p>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Skeleton className="h-48" />
        <Skeleton className="h-48" />
        <Skeleton className="hidden h-48 lg:block" />
      </div>
    </div>
  );
}

function EmptyState({ locationName }: { locationName: string | undefined }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed px-4 py-10 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
        <Dumbbell className="size-6" aria-hidden="true" />
      </span>
      <div className="space-y-1">
        <h2 className="font-semibold text-lg">
          {EQUIPMENT_SCREEN_TEXT.equipmentScreen.emptyTitle(locationName)}
        </h2>
        <p className="max-w-md text-muted-foreground text-sm">
          {EQUIPMENT_SCREEN_TEXT.equipmentScreen.emptyDescription}
        </p>
      </div>
      <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
        <Button asChild>
          <Link to="/equipment/catalogue">
            <LibraryBig aria-hidden="true" />
            {EQUIPMENT_SCREEN_TEXT.equipmentScreen.addFromCatalogue}
          </Link>
        </Button>
        <Button variant="outline" asChild>
          <Link to="/equipment/add">
            <Plus aria-hidden="true" />
            {TEXT.addEquipment}
          </Link>
        </Button>
      </div>
    </div>
  );
}

function EquipmentGrid({ items }: { items: readonly UserEquipment[] }) {
  return (
    <ul
      aria-label={EQUIPMENT_SCREEN_TEXT.equipmentScreen.listLabel}
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
    >
      {items.map((item) => (
        <li key={item.id}>
          <EquipmentCard item={item} />
        </li>
      ))}
    </ul>
  );
}

interface EquipmentPageProps {
  locationId: string | undefined;
  onLocationChange: (locationId: string | undefined) => void;
}

/** Spec §2 Equipment list, with the locations (home, gym, travel, …) it is filtered by. */
export function EquipmentPage({ locationId, onLocationChange }: EquipmentPageProps) {
  const equipment = useUserEquipment();
  const locations = useEquipmentLocations();
  const locationList = locations.data?.locations ?? [];
  const selected = locationList.find((location) => location.id === locationId);
  // Spec §7: an empty list when the load failed.
  const all = equipment.data?.equipment ?? [];
  const shown = selected ? all.filter((item) => item.locationIds.includes(selected.id)) : all;

  return (
    <ListPage
      title={EQUIPMENT_PAGE_HEADING.title}
      description={EQUIPMENT_PAGE_HEADING.description}
      actions={
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button variant="outline" asChild>
            <Link to="/equipment/catalogue">
              <LibraryBig aria-hidden="true" />
              {EQUIPMENT_SCREEN_TEXT.equipmentScreen.addFromCatalogue}
            </Link>
          </Button>
          <Button asChild>
            <Link to="/equipment/add">
              <Plus aria-hidden="true" />
              {TEXT.addEquipment}
            </Link>
          </Button>
        </div>
      }
    >
      {locationList.length > 0 ? (
        <LocationSwitcher locations={locationList} selectedId={selected?.id} onSelect={onLocationChange} />
      ) : null}

      {equipment.isPending ? (
        <LoadingEquipment />
      ) : (
        <>
          {equipment.isError && equipment.data === undefined ? (
            // Spec §7: a failed getUserEquipment shows an empty list; this says why, and offers Retry.
            <LoadFailed
              title={EQUIPMENT_SCREEN_TEXT.equipmentScreen.loadFailed}
              query={equipment}
              retryLabel={EQUIPMENT_SCREEN_TEXT.equipmentScreen.retry}
            />
          ) : null}
          <SummaryTiles items={shown} />
          {shown.length > 0 ? <EquipmentGrid items={shown} /> : <EmptyState locationName={selected?.name} />}
        </>
      )}
    </ListPage>
  );
}
