/** The product name; the image processor's empty-state text names it (spec §2, "{product}"). */
export const PRODUCT_NAME = 'Liftwise';
