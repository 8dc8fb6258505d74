import { type EquipmentLocation, failureToast, SUCCESS_TOASTS } from '@liftwise/domain';
import { MapPin, Pencil, Plus, Star } from 'lucide-react';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { showToast } from '../../components/ui/toast.ts';
import { useAddLocation, useRenameLocation, useSetActiveLocation } from './api.ts';
import { LocationNameDialog } from './location-name-dialog.tsx';

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
    try {
      await setActive.mutateAsync({ locationId: location.id });
    } catch (error) {
      console.error('setActiveEquipmentLocation failed.', error);
      showToast(failureToast('setActiveEquipmentLocation'));
    }
  }

  return (
    <section aria-labelledby="locations-heading" className="space-y-3">
      <h2 id="locations-heading" className="flex items-center gap-2 font-semibold text-sm">
        <MapPin className="size-4 text-muted-foreground" aria-hidden="true" />
        Locations
      </h2>
      <p className="text-muted-foreground text-xs">
        <Star className="inline size-3 fill-current align-[-1px]" aria-hidden="true" /> marks the active
        location, the one your coach plans with.
      </p>
      <fieldset>
        <legend className="sr-only">Show equipment at</legend>
        <div className="flex flex-wrap items-center gap-2">
          <FilterButton pressed={selected === undefined} onClick={() => onSelect(undefined)}>
            All locations
          </FilterButton>
          {locations.map((location) => (
            <FilterButton
              key={location.id}
              pressed={location.id === selected?.id}
              onClick={() => onSelect(location.id)}
            >
              {location.name}
              {location.active ? <Star className="fill-current" aria-label="(active)" role="img" /> : null}
            </FilterButton>
          ))}
          <LocationNameDialog
            trigger={
              <Button variant="ghost" size="sm" className="rounded-full">
                <Plus aria-hidden="true" />
                Add location
              </Button>
            }
            title="Add location"
            description="A place where you train, such as a second gym or a hotel."
            submitLabel="Add location"
            operation="addEquipmentLocation"
            onSubmit={async (name) => {
              const { location } = await addLocation.mutateAsync({ name });
              showToast(SUCCESS_TOASTS.locationAdded);
              onSelect(location.id);
            }}
          />
        </div>
      </fieldset>
      {selected ? (
        <div className="flex flex-wrap items-center gap-2 rounded-lg border bg-muted/40 p-3 text-sm">
          {selected.active ? (
            <>
              <Badge variant="success">Active</Badge>
              <span className="text-muted-foreground">
                Your coach plans with the equipment at {selected.name}.
              </span>
            </>
          ) : (
            <>
              <span className="text-muted-foreground">Training at {selected.name} today?</span>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => void makeActive(selected)}
                disabled={setActive.isPending}
              >
                <Star aria-hidden="true" />
                Make {selected.name} active
              </Button>
            </>
          )}
          <LocationNameDialog
            key={selected.id}
            trigger={
              <Button size="sm" variant="ghost" className="ml-auto">
                <Pencil aria-hidden="true" />
                Rename {selected.name}
              </Button>
            }
            title={`Rename ${selected.name}`}
            description="The new name shows everywhere this location is used."
            submitLabel="Save name"
            initialName={selected.name}
            operation="renameEquipmentLocation"
            onSubmit={async (name) => {
              await renameLocation.mutateAsync({ locationId: selected.id, name });
              showToast(SUCCESS_TOASTS.locationRenamed);
            }}
          />
        </div>
      ) : null}
    </section>
  );
}
