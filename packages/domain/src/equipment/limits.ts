/** An athlete's equipment locations (Home, Gym, Travel and their own): enough for real use, bounded for storage. */
export const MAX_EQUIPMENT_LOCATIONS = 20;
/** Default catalogue bounds: room to grow the authored data, small enough to send whole. */
export const MAX_CATALOGUE_CATEGORIES = 40;
export const MAX_CATALOGUE_ITEMS = 400;
