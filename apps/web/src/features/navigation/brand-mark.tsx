import { PRODUCT_NAME } from '@liftwise/domain';
import { Dumbbell } from 'lucide-react';

/** The logo and name; styles the link around it, whether a router Link (app) or a plain anchor (landing). */
export const BRAND_LINK_CLASS = 'flex items-center gap-2 rounded-md font-bold text-lg tracking-tight';

export function BrandMark() {
  return (
    <>
      <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
        <Dumbbell className="size-5" aria-hidden="true" />
      </span>
      {PRODUCT_NAME}
    </>
  );
}

/** The prerendered landing page has no router: its logo link is a plain anchor to the same place. */
export function BrandAnchor() {
  return (
    <a href="/" className={BRAND_LINK_CLASS}>
      <BrandMark />
    </a>
  );
}
