import {
  AVAILABILITY_OPTIONS,
  DEFAULT_AVAILABILITY,
  EQUIPMENT_SCREEN_TEXT,
  EQUIPMENT_SERVER_MESSAGES,
  EQUIPMENT_STATUS_OPTIONS,
  type EquipmentCategory,
  type EquipmentLocation,
  LIMITS,
  validateEquipmentForm,
} from '@liftwise/domain';
import { useId } from 'react';
import { Controller, type Resolver, useForm, useWatch } from 'react-hook-form';
import { Button } from '#web/components/ui/button.tsx';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { FieldError, FormField } from '#web/components/ui/form-field.tsx';
import { FormSelect } from '#web/components/ui/form-select.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { refusedValues } from '#web/lib/form-refusal.ts';
import { asAvailabilityOption, type EquipmentFormState } from './equipment-form-values.ts';
import { ItemPhotoField } from './item-photo-field.tsx';
import { SpecificationRows } from './specification-rows.tsx';
import { useUnsavedPhotos } from './unsaved-photos.ts';

const FORM_TEXT = EQUIPMENT_SCREEN_TEXT.equipmentForm;
const TEXT = EQUIPMENT_SCREEN_TEXT.addEquipment;
// A field in a two-column row, kept to its own height when its neighbour shows a message.
const CELL = 'grid content-start gap-2';

type CheckedField = 'name' | 'category' | 'subcategory' | 'locationIds';

/**
 * The spec's three required-field messages (§5), by the domain's rule, and, when locations are offered, the
 * server's own rule that an item is somewhere ('Choose at least one location').
 */
function formResolver(offersLocations: boolean): Resolver<EquipmentFormState> {
  return (values, _context, options) => {
    const errors: Partial<Record<CheckedField, string>> = validateEquipmentForm(values);
    if (offersLocations && values.locationIds.length === 0) {
      errors.locationIds = EQUIPMENT_SERVER_MESSAGES.locationRequired;
    }
    return Object.keys(errors).length > 0
      ? refusedValues(errors, 'required', options)
      : { values, errors: {} };
  };
}

/** The category's subcategories, plus the current one if it is not in the catalogue (an item added elsewhere). */
function subcategoryChoices(
  categories: readonly EquipmentCategory[],
  category: string,
  current: string,
): string[] {
  const choices = categories.find((item) => item.name === category)?.subcategories ?? [];
  return current && !choices.includes(current) ? [current, ...choices] : choices;
}

function categoryChoices(categories: readonly EquipmentCategory[], current: string): string[] {
  const names = categories.map((item) => item.name);
  return current && !names.includes(current) ? [current, ...names] : names;
}

interface EquipmentFormProps {
  initial: EquipmentFormState;
  categories: readonly EquipmentCategory[];
  locations: readonly EquipmentLocation[];
  submitLabel: string;
  /** Whether the save succeeded; when it did not, the form stays as typed. */
  onSubmit: (values: EquipmentFormState) => Promise<boolean>;
  onCancel: () => void;
}

/** Spec §2 Add equipment's form, also used to edit an item (filled in from it). */
export function EquipmentForm({
  initial,
  categories,
  locations,
  submitLabel,
  onSubmit,
  onCancel,
}: EquipmentFormProps) {
  // The locations' checkboxes and their one message.
  const locationsId = useId();
  const form = useForm<EquipmentFormState>({
    resolver: formResolver(locations.length > 0),
    defaultValues: initial,
  });
  const [category, subcategory, availability, chosenLocations] = useWatch({
    control: form.control,
    name: ['category', 'subcategory', 'availability', 'locationIds'],
  });
  const { errors, isSubmitting } = form.formState;
  const unsavedPhotos = useUnsavedPhotos();
  const saving = isSubmitting;

  const submit = form.handleSubmit(async (values) => {
    unsavedPhotos.saving(values.imageUrl);
    // A failed save has said why (the mutation cache); the values stay as typed for another try.
    if (await onSubmit(values)) unsavedPhotos.saved();
    else unsavedPhotos.saveFailed();
  });

  const locationsErrorId = `${locationsId}-error`;

  return (
    // noValidate: the spec's messages show, not the browser's bubbles.
    <form noValidate onSubmit={submit} className="space-y-6">
      <FormField label={FORM_TEXT.name} error={errors.name?.message} className="grid gap-2">
        {(control) => (
          <Input
            {...control}
            placeholder={FORM_TEXT.namePlaceholder}
            maxLength={LIMITS.name}
            autoComplete="off"
            disabled={saving}
            {...form.register('name')}
          />
        )}
      </FormField>

      <div className="grid gap-6 sm:grid-cols-2">
        <FormField label={FORM_TEXT.category} error={errors.category?.message} className={CELL}>
          {({ id, ...aria }) => (
            <FormSelect
              control={form.control}
              name="category"
              id={id}
              options={categoryChoices(categories, category)}
              placeholder={FORM_TEXT.categoryPlaceholder}
              disabled={saving}
              triggerProps={aria}
              onValueChange={(next, store) => {
                store(next);
                // Subcategories follow the category: one of another category no longer applies.
                const keep = categories
                  .find((item) => item.name === next)
                  ?.subcategories.includes(subcategory);
                if (!keep) form.setValue('subcategory', '');
              }}
            />
          )}
        </FormField>

        <FormField label={FORM_TEXT.subcategory} error={errors.subcategory?.message} className={CELL}>
          {({ id, ...aria }) => (
            <FormSelect
              control={form.control}
              name="subcategory"
              id={id}
              options={subcategoryChoices(categories, category, subcategory)}
              placeholder={FORM_TEXT.subcategoryPlaceholder(Boolean(category))}
              disabled={saving || !category}
              triggerProps={aria}
            />
          )}
        </FormField>

        <FormField label={FORM_TEXT.status} className={CELL}>
          {({ id }) => (
            <FormSelect
              control={form.control}
              name="status"
              id={id}
              options={EQUIPMENT_STATUS_OPTIONS}
              disabled={saving}
            />
          )}
        </FormField>

        <FormField label={FORM_TEXT.availability} className={CELL}>
          {({ id }) => (
            <FormSelect
              control={form.control}
              name="availability"
              id={id}
              options={AVAILABILITY_OPTIONS}
              disabled={saving}
              onValueChange={(next, store) => store(asAvailabilityOption(next))}
            />
          )}
        </FormField>
      </div>

      {availability !== DEFAULT_AVAILABILITY ? (
        <div className="grid gap-6 rounded-lg border bg-muted/30 p-4 sm:grid-cols-2">
          <FormField
            label={FORM_TEXT.timeRestrictions}
            hint={FORM_TEXT.timeRestrictionsHint}
            className={CELL}
          >
            {(control) => (
              <Input
                {...control}
                placeholder={FORM_TEXT.timeRestrictionsPlaceholder}
                disabled={saving}
                {...form.register('timeRestrictions')}
              />
            )}
          </FormField>
          <FormField label={FORM_TEXT.notes} className={CELL}>
            {(control) => (
              <Textarea
                {...control}
                placeholder={FORM_TEXT.notesPlaceholder}
                maxLength={LIMITS.text - 40}
                rows={3}
                disabled={saving}
                {...form.register('notes')}
              />
            )}
          </FormField>
        </div>
      ) : null}

      {locations.length > 0 ? (
        <fieldset className="space-y-3">
          <legend className="font-medium text-sm">{FORM_TEXT.locations}</legend>
          <div className="flex flex-wrap gap-x-6 gap-y-3">
            {locations.map((location) => {
              const checked = chosenLocations.includes(location.id);
              const id = `${locationsId}-${location.id}`;
              return (
                <div key={location.id} className="flex items-center gap-2">
                  <Checkbox
                    id={id}
                    checked={checked}
                    disabled={saving}
                    aria-describedby={errors.locationIds ? locationsErrorId : undefined}
                    onCheckedChange={(next) =>
                      form.setValue(
                        'locationIds',
                        next === true
                          ? [...chosenLocations, location.id]
                          : chosenLocations.filter((chosen) => chosen !== location.id),
                        { shouldValidate: form.formState.isSubmitted },
                      )
                    }
                  />
                  <Label htmlFor={id} className="font-normal">
                    {location.name}
                  </Label>
                </div>
              );
            })}
          </div>
          <FieldError id={locationsErrorId} message={errors.locationIds?.message} />
        </fieldset>
      ) : null}

      <Controller
        control={form.control}
        name="imageUrl"
        render={({ field }) => (
          <ItemPhotoField
            value={field.value}
            onChange={field.onChange}
            disabled={saving}
            unsaved={unsavedPhotos}
          />
        )}
      />

      <Controller
        control={form.control}
        name="specifications"
        render={({ field }) => (
          <SpecificationRows rows={field.value} onChange={field.onChange} disabled={saving} />
        )}
      />

      <div className="flex flex-col-reverse gap-2 border-t pt-6 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={saving}>
          {TEXT.cancel}
        </Button>
        <Button type="submit" disabled={saving}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
