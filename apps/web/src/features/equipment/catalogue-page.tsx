import {
  activeLocation,
  type DefaultEquipmentItem,
  EQUIPMENT_SCREEN_TEXT,
  EQUIPMENT_SUCCESS_TOASTS,
  type EquipmentLocation,
  formatSpecificationValue,
  LIMITS,
  specificationLabel,
} from '@liftwise/domain';
import { useNavigate } from '@tanstack/react-router';
import { Search } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { ChoiceSelect } from '#web/components/ui/choice-select.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { showToast } from '#web/components/ui/toast.ts';
import { succeeded } from '#web/lib/save-failure.ts';
import { useAddEquipment, useDefaultEquipment, useEquipmentLocations, useUserEquipment } from './api.ts';
import { equipmentInputFromCatalogue, filterCatalogue, groupByCategory } from './catalogue.ts';
import { CategoriesFailed, FormFrame, FormLoading } from './form-frame.tsx';

const TEXT = EQUIPMENT_SCREEN_TEXT.equipmentCatalogue;

const ALL = '__all__';

/** A line of the item's first specifications, e.g. 'Weight: 5–50 lb · Adjustable: Yes'. */
function specificationSummary(item: DefaultEquipmentItem): string {
  return Object.entries(item.specifications ?? {})
    .slice(0, 3)
    .map(([key, value]) => {
      const text = formatSpecificationValue(value);
      return text === undefined ? specificationLabel(key) : `${specificationLabel(key)}: ${text}`;
    })
    .join(' · ');
}

function CatalogueItem({
  item,
  checked,
  owned,
  onCheckedChange,
}: {
  item: DefaultEquipmentItem;
  checked: boolean;
  owned: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  const id = useId();
  const summary = specificationSummary(item);
  return (
    <li className="flex items-start gap-3 rounded-lg border p-3 has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary/5">
      <Checkbox
        id={id}
        checked={checked}
        onCheckedChange={(next) => onCheckedChange(next === true)}
        className="mt-0.5"
      />
      <div className="min-w-0 flex-1 space-y-1">
        <Label htmlFor={id} className="flex flex-wrap items-center gap-2 leading-snug">
          {item.name}
          {owned ? <Badge variant="secondary">{TEXT.inYourList}</Badge> : null}
        </Label>
        <p className="text-muted-foreground text-xs">{item.subcategory}</p>
        {summary ? <p className="text-muted-foreground text-xs">{summary}</p> : null}
      </div>
    </li>
  );
}

function CataloguePicker({
  items,
  categories,
  locations,
  ownedNames,
}: {
  items: readonly DefaultEquipmentItem[];
  categories: readonly string[];
  locations: readonly EquipmentLocation[];
  ownedNames: ReadonlySet<string>;
}) {
  const ids = { search: useId(), category: useId(), location: useId() };
  const navigate = useNavigate();
  const addEquipment = useAddEquipment();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState(ALL);
  const [locationId, setLocationId] = useState(activeLocation(locations)?.id ?? '');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  const shown = useMemo(
    () => filterCatalogue(items, { search, category: category === ALL ? undefined : category }),
    [items, search, category],
  );
  const groups = groupByCategory(shown);
  const chosen = items.filter((item) => selected.has(item.id));
  const tooMany = chosen.length > LIMITS.equipmentPerRequest;

  function toggle(itemId: string, on: boolean) {
    setSelected((old) => {
      const next = new Set(old);
      if (on) next.add(itemId);
      else next.delete(itemId);
      return next;
    });
  }

  async function add() {
    const locationIds = locationId ? [locationId] : [];
    // One call for all of them (several items in addUserEquipment's list).
    const stored = addEquipment.mutateAsync({
      equipment: chosen.map((item) => equipmentInputFromCatalogue(item, locationIds)),
    });
    if (!(await succeeded(stored))) return;
    const where = locations.find((location) => location.id === locationId)?.name;
    showToast({ ...EQUIPMENT_SUCCESS_TOASTS.equipmentAdded, description: TEXT.added(chosen.length, where) });
    await navigate({ to: '/equipment', search: locationId ? { location: locationId } : {} });
  }

  return (
    <div className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-[3fr_2fr]">
        <div className="grid content-start gap-2">
          <Label htmlFor={ids.search}>{TEXT.search}</Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              id={ids.search}
              type="search"
              placeholder={TEXT.searchPlaceholder}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              className="pl-9"
            />
          </div>
        </div>
        <div className="grid content-start gap-2">
          <Label htmlFor={ids.category}>{TEXT.category}</Label>
          <ChoiceSelect
            id={ids.category}
            value={category}
            onValueChange={setCategory}
            choices={[
              { value: ALL, label: TEXT.allCategories },
              ...categories.map((name) => ({ value: name, label: name })),
            ]}
          />
        </div>
      </div>

      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <p aria-live="polite" className="text-muted-foreground">
          {TEXT.shown(shown.length, items.length)}
        </p>
        <div className="flex gap-2">
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setSelected((old) => new Set([...old, ...shown.map((item) => item.id)]))}
            disabled={shown.length === 0}
          >
            {TEXT.selectAllShown}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setSelected(new Set())}
            disabled={selected.size === 0}
          >
            {TEXT.clearSelection}
          </Button>
        </div>
      </div>

      {groups.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">
          {TEXT.noMatch(search.trim())}
        </p>
      ) : (
        groups.map(([name, group]) => (
          <section key={name} aria-labelledby={`${ids.category}-${name}`} className="space-y-2">
            <h2 id={`${ids.category}-${name}`} className="font-semibold text-sm">
              {name}
            </h2>
            <ul className="grid gap-2 sm:grid-cols-2">
              {group.map((item) => (
                <CatalogueItem
                  key={item.id}
                  item={item}
                  checked={selected.has(item.id)}
                  owned={ownedNames.has(item.name)}
                  onCheckedChange={(on) => toggle(item.id, on)}
                />
              ))}
            </ul>
          </section>
        ))
      )}

      {/* Stays in view while scrolling a long list, so the selection can be added from anywhere. */}
      <div className="sticky bottom-0 -mx-5 flex flex-col gap-3 border-t bg-card/95 px-5 py-4 backdrop-blur sm:-mx-6 sm:flex-row sm:items-end sm:px-6">
        {locations.length > 0 ? (
          <div className="grid gap-2 sm:w-48">
            <Label htmlFor={ids.location}>{TEXT.addTo}</Label>
            <ChoiceSelect
              id={ids.location}
              value={locationId}
              onValueChange={setLocationId}
              choices={locations.map((location) => ({ value: location.id, label: location.name }))}
            />
          </div>
        ) : null}
        <div className="flex flex-1 gap-2 sm:justify-end">
          <Button variant="outline" onClick={() => void navigate({ to: '/equipment' })}>
            {TEXT.cancel}
          </Button>
          <Button
            className="flex-1 sm:flex-none"
            onClick={() => void add()}
            disabled={chosen.length === 0 || tooMany || addEquipment.isPending}
          >
            {TEXT.addSelected(chosen.length)}
          </Button>
        </div>
      </div>
    </div>
  );
}

/** 'Add from catalogue': tick the default items the athlete owns and add them in one step. */
export function CataloguePage() {
  const catalogue = useDefaultEquipment();
  const locations = useEquipmentLocations();
  const equipment = useUserEquipment();
  const ownedNames = useMemo(
    () => new Set((equipment.data?.equipment ?? []).map((item) => item.name)),
    [equipment.data],
  );

  function content() {
    if (catalogue.isPending || locations.isPending) return <FormLoading />;
    if (!catalogue.data) {
      return <CategoriesFailed query={catalogue} />;
    }
    return (
      <CataloguePicker
        items={catalogue.data.equipment}
        categories={catalogue.data.categories.map((category) => category.name)}
        locations={locations.data?.locations ?? []}
        ownedNames={ownedNames}
      />
    );
  }

  return (
    <FormFrame title={TEXT.title} description={TEXT.description}>
      {content()}
    </FormFrame>
  );
}
