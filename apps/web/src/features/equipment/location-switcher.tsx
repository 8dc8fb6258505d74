import { EQUIPMENT_SCREEN_TEXT, EQUIPMENT_SUCCESS_TOASTS, type EquipmentLocation } from '@liftwise/domain';
import { MapPin, Pencil, Plus, Star } from 'lucide-react';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { showToast } from '#web/components/ui/toast.ts';
import { succeeded } from '#web/lib/save-failure.ts';
import { useAddLocation, useRenameLocation, useSetActiveLocation } from './api.ts';
import { LocationNameDialog } from './location-name-dialog.tsx';

const TEXT = EQUIPMENT_SCREEN_TEXT.equipmentLocations;

interface LocationSwitcherProps {
  locations: readonly EquipmentLocation[];
  /** The location the list is filtered by; undefined shows all. */
  selectedId: string | undefined;
  onSelect: (locationId: string | undefined) => void;
}

function FilterButton({
  pressed,
  onClick,
  children,
}: {
  pressed: boolean;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <Button
      variant={pressed ? 'default' : 'outline'}
      size="sm"
      aria-pressed={pressed}
      onClick={onClick}
      className="rounded-full"
    >
      {children}
    </Button>
  );
}

/**
 * The athlete's equipment profiles (home, gym, travel, …): filters the list by one, marks which one the coach plans
 * with (the active one), and renames or adds them.
 */
export function LocationSwitcher({ locations, selectedId, onSelect }: LocationSwitcherProps) {
  const addLocation = useAddLocation();
  const renameLocation = useRenameLocation();
  const setActive = useSetActiveLocation();
  const selected = locations.find((location) => location.id === selectedId);

  async function makeActive(location: EquipmentLocation) {
    await succeeded(setActive.mutateAsync({ locationId: location.id }));
  }

  return (
    <section aria-labelledby="locations-heading" className="space-y-3">
      <h2 id="locations-heading" className="flex items-center gap-2 font-semibold text-sm">
        <MapPin className="size-4 text-muted-foreground" aria-hidden="true" />
        {TEXT.title}
      </h2>
      <p className="text-muted-foreground text-xs">
        <Star className="inline size-3 fill-current align-[-1px]" aria-hidden="true" /> {TEXT.activeHint}
      </p>
      <fieldset>
        <legend className="sr-only">{TEXT.filterLegend}</legend>
        <div className="flex flex-wrap items-center gap-2">
          <FilterButton pressed={selected === undefined} onClick={() => onSelect(undefined)}>
            {TEXT.allLocations}
          </FilterButton>
          {locations.map((location) => (
            <FilterButton
              key={location.id}
              pressed={location.id === selected?.id}
              onClick={() => onSelect(location.id)}
            >
              {location.name}
              {location.active ? (
                <Star className="fill-current" aria-label={TEXT.activeMark} role="img" />
              ) : null}
            </FilterButton>
          ))}
          <LocationNameDialog
            trigger={
              <Button variant="ghost" size="sm" className="rounded-full">
                <Plus aria-hidden="true" />
                {TEXT.add}
              </Button>
            }
            title={TEXT.add}
            description={TEXT.addDescription}
            submitLabel={TEXT.add}
            operation="addEquipmentLocation"
            onSubmit={async (name) => {
              const { location } = await addLocation.mutateAsync({ name });
              showToast(EQUIPMENT_SUCCESS_TOASTS.locationAdded);
              onSelect(location.id);
            }}
          />
        </div>
      </fieldset>
      {selected ? (
        <div className="flex flex-wrap items-center gap-2 rounded-lg border bg-muted/40 p-3 text-sm">
          {selected.active ? (
            <>
              <Badge variant="success">{TEXT.active}</Badge>
              <span className="text-muted-foreground">{TEXT.plansWith(selected.name)}</span>
            </>
          ) : (
            <>
              <span className="text-muted-foreground">{TEXT.trainingHere(selected.name)}</span>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => void makeActive(selected)}
                disabled={setActive.isPending}
              >
                <Star aria-hidden="true" />
                {TEXT.makeActive(selected.name)}
              </Button>
            </>
          )}
          <LocationNameDialog
            key={selected.id}
            trigger={
              <Button size="sm" variant="ghost" className="ml-auto">
                <Pencil aria-hidden="true" />
                {TEXT.rename(selected.name)}
              </Button>
            }
            title={TEXT.rename(selected.name)}
            description={TEXT.renameDescription}
            submitLabel={TEXT.saveName}
            initialName={selected.name}
            operation="renameEquipmentLocation"
            onSubmit={async (name) => {
              await renameLocation.mutateAsync({ locationId: selected.id, name });
              showToast(EQUIPMENT_SUCCESS_TOASTS.locationRenamed);
            }}
          />
        </div>
      ) : null}
    </section>
  );
}
