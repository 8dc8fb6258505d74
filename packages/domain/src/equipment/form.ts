import {
  AVAILABILITY_OPTIONS,
  type AvailabilityOption,
  DEFAULT_AVAILABILITY,
  DEFAULT_EQUIPMENT_STATUS,
  type EquipmentStatusOption,
} from './options.ts';
import { specificationsFromRows } from './specification-entry.ts';
import { EQUIPMENT_MESSAGES } from './text.ts';

export interface SpecificationRow {
  key: string;
  value: string;
}

export interface EquipmentFormValues {
  name: string;
  category: string;
  subcategory: string;
  status: EquipmentStatusOption;
  availability: AvailabilityOption;
  specifications: SpecificationRow[];
}

export function emptySpecificationRow(): SpecificationRow {
  return { key: '', value: '' };
}

export function newEquipmentDefaults(): EquipmentFormValues {
  return {
    name: '',
    category: '',
    subcategory: '',
    status: DEFAULT_EQUIPMENT_STATUS,
    availability: DEFAULT_AVAILABILITY,
    specifications: [emptySpecificationRow()],
  };
}

export type EquipmentFormErrors = Partial<Record<'name' | 'category' | 'subcategory', string>>;

/** Spec §5 with its messages; an empty object means valid. */
export function validateEquipmentForm(
  values: Pick<EquipmentFormValues, 'name' | 'category' | 'subcategory'>,
): EquipmentFormErrors {
  const errors: EquipmentFormErrors = {};
  if (!values.name.trim()) errors.name = EQUIPMENT_MESSAGES.nameRequired;
  if (!values.category.trim()) errors.category = EQUIPMENT_MESSAGES.categoryRequired;
  if (!values.subcategory.trim()) errors.subcategory = EQUIPMENT_MESSAGES.subcategoryRequired;
  return errors;
}

export function addSpecificationRow(rows: readonly SpecificationRow[]): SpecificationRow[] {
  return [...rows, emptySpecificationRow()];
}

/** Spec §5: at least one row always remains; removing the last one leaves a blank row. */
export function removeSpecificationRow(rows: readonly SpecificationRow[], index: number): SpecificationRow[] {
  const next = rows.filter((_, i) => i !== index);
  return next.length > 0 ? next : [emptySpecificationRow()];
}

/**
 * The addUserEquipment item (spec §3, §7). Availability becomes `always` for 'Always Available'; any other choice
 * is kept as the availability notes, since the stored shape has no field for it. timeRestrictions, imageUrl and
 * description are sent empty.
 */
export function equipmentPayloadFromForm(values: EquipmentFormValues) {
  const always = values.availability === 'Always Available';
  return {
    name: values.name.trim(),
    category: values.category.trim(),
    subcategory: values.subcategory.trim(),
    status: values.status,
    availability: { always, timeRestrictions: [] as string[], notes: always ? '' : values.availability },
    specifications: specificationsFromRows(values.specifications),
    imageUrl: '',
    description: '',
  };
}

export function isAvailabilityOption(value: string): value is AvailabilityOption {
  return (AVAILABILITY_OPTIONS as readonly string[]).includes(value);
}
