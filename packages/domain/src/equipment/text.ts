import type { ToastContent } from '../errors/toast-content.ts';
import { MAX_EQUIPMENT_LOCATIONS, MAX_USER_EQUIPMENT } from './limits.ts';

/** The add form's required-field messages (spec §5). */
export const EQUIPMENT_MESSAGES = {
  nameRequired: 'Equipment name is required',
  categoryRequired: 'Category is required',
  subcategoryRequired: 'Subcategory is required',
} as const;

/** Messages of the calls the spec lacks (edit, delete, locations); ours, in the spec's wording style. */
export const EQUIPMENT_SERVER_MESSAGES = {
  equipmentNotFound: 'Equipment not found',
  locationNotFound: 'Location not found',
  locationNameRequired: 'Location name is required',
  locationNameTaken: 'A location with this name already exists',
  tooManyLocations: `You can keep at most ${MAX_EQUIPMENT_LOCATIONS} locations`,
  locationRequired: 'Choose at least one location',
  unknownLocation: 'Unknown location',
  tooMuchEquipment: `You can keep at most ${MAX_USER_EQUIPMENT} equipment items`,
  imageUrlInvalid: 'An equipment photo must be one of your uploaded photos (/photos/{id})',
  photoNotFound: 'The photo was not found. Please upload it again.',
} as const;

/** Spec §8 failure messages of the equipment calls; those after addFailed are ours, for the calls the spec lacks. */
export const EQUIPMENT_TOASTS = {
  categoriesFailed: 'Failed to load equipment categories. Please try again later.',
  addFailed: 'Failed to add equipment. Please try again.',
  loadFailed: 'Failed to load equipment. Please try again later.',
  updateFailed: 'Failed to update equipment. Please try again.',
  deleteFailed: 'Failed to delete equipment. Please try again.',
  locationsLoadFailed: 'Failed to load equipment locations. Please try again later.',
  locationAddFailed: 'Failed to add location. Please try again.',
  locationRenameFailed: 'Failed to rename location. Please try again.',
  locationSwitchFailed: 'Failed to switch location. Please try again.',
} as const;

/** Spec §8 'Equipment Added'; the others are ours, for the calls the spec lacks. */
export const EQUIPMENT_SUCCESS_TOASTS = {
  equipmentAdded: { title: 'Equipment Added' },
  equipmentUpdated: { title: 'Equipment Updated' },
  equipmentDeleted: { title: 'Equipment Deleted' },
  locationAdded: { title: 'Location Added' },
  locationRenamed: { title: 'Location Renamed' },
} as const satisfies Record<string, ToastContent>;

/** The equipment list and add form (spec §2). */
export const EQUIPMENT_SCREEN_TEXT = {
  equipmentList: {
    loading: 'Loading equipment...',
    addEquipment: 'Add Equipment',
    alwaysAvailable: 'Always Available',
    limited: 'Limited',
    /** 'category • subcategory' */
    categoryLine: (category: string, subcategory: string) => `${category} • ${subcategory}`,
  },
  addEquipment: {
    add: 'Add',
    cancel: 'Cancel',
    ...EQUIPMENT_MESSAGES,
  },
} as const;
