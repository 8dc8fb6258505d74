/** Spec §2/§9: the Sex select's options, in the order shown. */
export const SEX_OPTIONS = ['Male', 'Female', 'Unspecified', 'Other'] as const;
export type Sex = (typeof SEX_OPTIONS)[number];

/** Spec §9: birth year 1900..current year. */
export const MIN_BIRTH_YEAR = 1900;
