/** Exercise catalogue bounds: room to grow the authored data, small enough to ship to the browser whole. */
export const MAX_CATALOGUE_EXERCISES = 600;
export const MAX_EXERCISE_ALIASES = 8;
export const MAX_EXERCISE_MUSCLES = 6;
export const MAX_EXERCISE_EQUIPMENT = 4;
/** Suggestions the name field shows at most; a larger `limit` is capped here. */
export const MAX_EXERCISE_SUGGESTIONS = 20;
export const DEFAULT_EXERCISE_SUGGESTIONS = 8;
/** The longest name search the catalogue page's address carries. */
export const MAX_CATALOGUE_QUERY = 100;
