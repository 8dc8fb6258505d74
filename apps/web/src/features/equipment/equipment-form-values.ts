import {
  AVAILABILITY_OPTIONS,
  type AvailabilityOption,
  DEFAULT_AVAILABILITY,
  type EquipmentAvailability,
  type EquipmentFormValues,
  type EquipmentImageItem,
  type EquipmentStatusOption,
  equipmentPayloadFromForm,
  isAvailabilityOption,
  LIMITS,
  newEquipmentDefaults,
  rowsFromSpecifications,
  specificationsFromRows,
  type UserEquipment,
} from '@liftwise/domain';

/** The add/edit form's controls: the domain's form values plus the availability details and the locations. */
export interface EquipmentFormState extends EquipmentFormValues {
  /** Comma or line separated, e.g. 'Weekdays 6–9 am, Weekends'; only read when not always available. */
  timeRestrictions: string;
  notes: string;
  locationIds: string[];
  /** '' or one of the athlete's photos, `/photos/{id}`. */
  imageUrl: string;
}

/** Between the availability choice and the athlete's own note in the stored notes. */
const NOTE_SEPARATOR = ' — ';
const LIMITED_OPTIONS = AVAILABILITY_OPTIONS.filter((option) => option !== DEFAULT_AVAILABILITY);

export function newEquipmentFormState(locationIds: string[]): EquipmentFormState {
  return { ...newEquipmentDefaults(), timeRestrictions: '', notes: '', locationIds, imageUrl: '' };
}

/**
 * The stored availability (spec §3 {always, timeRestrictions, notes}) has no field for which limited choice was
 * made, so, as the domain's equipmentPayloadFromForm does, the choice leads the notes: 'Reserved — for the
 * team on Fridays'.
 */
export function availabilityFromForm(
  state: Pick<EquipmentFormState, 'availability' | 'timeRestrictions' | 'notes'>,
): EquipmentAvailability {
  if (state.availability === DEFAULT_AVAILABILITY) return { always: true, timeRestrictions: [], notes: '' };
  const timeRestrictions = state.timeRestrictions
    .split(/[,\n]/)
    .map((item) => item.trim())
    .filter((item) => item !== '')
    .slice(0, LIMITS.listItems);
  const note = state.notes.trim();
  const notes = note ? `${state.availability}${NOTE_SEPARATOR}${note}` : state.availability;
  return { always: false, timeRestrictions, notes: notes.slice(0, LIMITS.text) };
}

/** Back from the stored shape; notes that do not start with a choice read as 'Limited Availability'. */
export function availabilityToForm(
  availability: EquipmentAvailability,
): Pick<EquipmentFormState, 'availability' | 'timeRestrictions' | 'notes'> {
  if (availability.always) return { availability: DEFAULT_AVAILABILITY, timeRestrictions: '', notes: '' };
  const timeRestrictions = availability.timeRestrictions.join(', ');
  const option = LIMITED_OPTIONS.find(
    (choice) => availability.notes === choice || availability.notes.startsWith(`${choice}${NOTE_SEPARATOR}`),
  );
  if (!option) return { availability: 'Limited Availability', timeRestrictions, notes: availability.notes };
  return {
    availability: option,
    timeRestrictions,
    notes: availability.notes.slice(option.length + NOTE_SEPARATOR.length),
  };
}

/** The card's line under the 'Limited' badge: the choice, the athlete's note and the time restrictions. */
export function availabilityDetails(availability: EquipmentAvailability): string[] {
  if (availability.always) return [];
  return [availability.notes, ...availability.timeRestrictions].filter((line) => line.trim() !== '');
}

/** The add form only offers Excellent to Needs Repair (spec §4); a stored 'Poor' is shown as its nearest choice. */
function statusToForm(status: UserEquipment['status']): EquipmentStatusOption {
  return status === 'Poor' ? 'Needs Repair' : status;
}

export function formStateFromEquipment(item: UserEquipment): EquipmentFormState {
  return { ...formStateFromImageItem(item, item.locationIds), imageUrl: item.imageUrl };
}

/**
 * The add form filled in from an item the image scanner identified: the athlete corrects and saves.
 * The form has no description field, so the scan's description is not carried; a scan reads several photos at
 * once, so none of them is the item's photo.
 */
export function formStateFromImageItem(item: EquipmentImageItem, locationIds: string[]): EquipmentFormState {
  return {
    name: item.name,
    category: item.category,
    subcategory: item.subcategory,
    status: statusToForm(item.status),
    ...availabilityToForm(item.availability),
    specifications: rowsFromSpecifications(item.specifications),
    locationIds,
    imageUrl: '',
  };
}

/** What addUserEquipment / updateUserEquipment receive for the form (spec §3, §7). */
export function equipmentInputFromForm(state: EquipmentFormState) {
  return {
    ...equipmentPayloadFromForm(state),
    availability: availabilityFromForm(state),
    specifications: specificationsFromRows(state.specifications),
    imageUrl: state.imageUrl,
    // None chosen (the locations did not load): the server puts the item at the active location.
    ...(state.locationIds.length > 0 && { locationIds: state.locationIds }),
  };
}

export function asAvailabilityOption(value: string): AvailabilityOption {
  return isAvailabilityOption(value) ? value : DEFAULT_AVAILABILITY;
}
