/** An athlete's equipment locations (Home, Gym, Travel and their own): enough for real use, bounded for storage. */
export const MAX_EQUIPMENT_LOCATIONS = 20;
/** Items one athlete keeps: far beyond any real gym, so a runaway client cannot grow a list without end. */
export const MAX_USER_EQUIPMENT = 1000;
/** Default catalogue bounds: room to grow the authored data, small enough to send whole. */
export const MAX_CATALOGUE_CATEGORIES = 40;
export const MAX_CATALOGUE_ITEMS = 400;
