import { EQUIPMENT_PAGE_HEADING } from '../app-shell/page-headings.ts';
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
  /** An edit made on an older version (CONFLICT): the newer one is kept and shown instead. */
  changedElsewhere:
    'This equipment was changed on another device. Its newer version is shown; make your edit again.',
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
// A pure call: a bundle that reads none of these (the Worker) drops them; as a plain object, its spreads and
// property reads would count as side effects and keep every screen's words (docs/adding-a-feature.md).
export const EQUIPMENT_SCREEN_TEXT = /* @__PURE__ */ (() =>
  ({
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
    // The texts below are ours: the spec quotes none for these screens and states.
    equipmentScreen: {
      description: EQUIPMENT_PAGE_HEADING.description,
      emptyTitle: (locationName: string | undefined) =>
        locationName ? `No equipment at ${locationName} yet` : 'No equipment yet',
      listLabel: 'Equipment',
      summaryLabel: 'Summary',
      /** Spec §2's four summary tiles. */
      summaryTiles: {
        total: 'Total Equipment',
        excellent: 'Excellent',
        good: 'Good',
        categories: 'Categories',
      },
      editItem: (name: string) => `Edit ${name}`,
      addFromCatalogue: 'Add from catalogue',
      loadFailed: 'Your equipment could not be loaded.',
      retry: 'Retry',
      emptyDescription: 'Pick what you own from our catalogue of common gym equipment, or add your own item.',
    },
    equipmentFrame: {
      back: 'Back',
      loading: 'Loading...',
      retry: 'Retry',
    },
    addEquipmentScreen: {
      draftDescription: 'Check what the scan found, then save it.',
      description: 'Describe one item you train with.',
    },
    editEquipment: {
      title: 'Edit Equipment',
      description: 'Change what you recorded about this item.',
      notFound: 'This equipment could not be found. It may have been deleted.',
      backToEquipment: 'Back to Equipment',
    },
    deleteEquipment: {
      open: (name: string) => `Delete ${name}`,
      title: (name: string) => `Delete ${name}?`,
      description: 'It is removed from every location. This cannot be undone.',
      cancel: 'Cancel',
      delete: 'Delete',
      deleting: 'Deleting…',
    },
    equipmentForm: {
      subcategoryPlaceholder: (hasCategory: boolean) =>
        hasCategory ? 'Select a subcategory' : 'Choose a category first',
      timeRestrictionsHint: 'Separate several with commas.',
      name: 'Name',
      namePlaceholder: 'e.g. Adjustable Dumbbells',
      category: 'Category',
      categoryPlaceholder: 'Select a category',
      subcategory: 'Subcategory',
      status: 'Status',
      availability: 'Availability',
      timeRestrictions: 'Time restrictions',
      timeRestrictionsPlaceholder: 'e.g. Weekdays 6-9 am, Weekends',
      notes: 'Notes',
      notesPlaceholder: 'e.g. Shared with the team on Fridays',
      locations: 'Locations',
    },
    equipmentPhoto: {
      legend: 'Photo',
      alt: 'This equipment, as you photographed it',
      remove: 'Remove photo',
      hint: 'Optional: a photo helps tell similar items apart.',
    },
    specifications: {
      nameLabel: (row: number) => `Specification ${row} name`,
      valueLabel: (row: number) => `Specification ${row} value`,
      removeLabel: (row: number) => `Remove specification ${row}`,
      legend: 'Specifications',
      hint: 'A value can be text, a number, yes or no, a list like “rope, bar” or a range like “5-50 lbs”. Text in "quotes" is kept exactly as typed.',
      namePlaceholder: 'e.g. Weight range',
      valuePlaceholder: 'e.g. 5-50 lbs',
      add: 'Add specification',
    },
    equipmentCatalogue: {
      addSelected: (count: number) =>
        count === 0 ? 'Add selected' : `Add ${count} selected ${count === 1 ? 'item' : 'items'}`,
      added: (count: number, where: string | undefined) =>
        `${count} ${count === 1 ? 'item' : 'items'} added${where ? ` to ${where}` : ''}`,
      title: 'Add from catalogue',
      description: 'Tick the equipment you have and add it in one step.',
      inYourList: 'In your list',
      search: 'Search',
      searchPlaceholder: 'e.g. dumbbell, bench, rower',
      category: 'Category',
      allCategories: 'All categories',
      /** 'n of m items shown' */
      shown: (shown: number, total: number) => `${shown} of ${total} items shown`,
      selectAllShown: 'Select all shown',
      clearSelection: 'Clear selection',
      /** 'No catalogue item matches “{search}”.' */
      noMatch: (search: string) => `No catalogue item matches “${search}”.`,
      addTo: 'Add to',
      cancel: 'Cancel',
    },
    equipmentLocations: {
      title: 'Locations',
      /** Follows the star icon: '★ marks the active location, …'. */
      activeHint: 'marks the active location, the one your coach plans with.',
      filterLegend: 'Show equipment at',
      allLocations: 'All locations',
      activeMark: '(active)',
      add: 'Add location',
      addDescription: 'A place where you train, such as a second gym or a hotel.',
      active: 'Active',
      plansWith: (name: string) => `Your coach plans with the equipment at ${name}.`,
      trainingHere: (name: string) => `Training at ${name} today?`,
      makeActive: (name: string) => `Make ${name} active`,
      rename: (name: string) => `Rename ${name}`,
      renameDescription: 'The new name shows everywhere this location is used.',
      saveName: 'Save name',
      nameLabel: 'Location name',
      cancel: 'Cancel',
    },
    scannedItem: {
      addToMyEquipment: 'Add to my equipment',
    },
  }) as const)();
