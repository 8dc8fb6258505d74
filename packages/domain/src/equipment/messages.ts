import type { ToastContent } from '../errors/toast-content.ts';

/** The add form's required-field messages (spec §5). */
export const EQUIPMENT_MESSAGES = {
  nameRequired: 'Equipment name is required',
  categoryRequired: 'Category is required',
  subcategoryRequired: 'Subcategory is required',
} as const;

/** Spec §8 failure messages of the equipment calls. */
export const EQUIPMENT_TOASTS = {
  categoriesFailed: 'Failed to load equipment categories. Please try again later.',
  addFailed: 'Failed to add equipment. Please try again.',
} as const;

export const EQUIPMENT_SUCCESS_TOASTS = {
  equipmentAdded: { title: 'Equipment Added' },
} as const satisfies Record<string, ToastContent>;
