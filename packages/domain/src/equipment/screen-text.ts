import { EQUIPMENT_MESSAGES } from './messages.ts';

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
