/** The files the Data page imports: a Liftwise export (JSON), or Strong's or Hevy's CSV. */
export const IMPORT_FORMATS = ['liftwise', 'strong', 'hevy'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];
