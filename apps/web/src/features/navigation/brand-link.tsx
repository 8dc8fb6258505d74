import { ROUTES } from '@liftwise/domain';
import { Link } from '@tanstack/react-router';
import { BRAND_LINK_CLASS, BrandMark } from './brand-mark.tsx';

export function BrandLink() {
  return (
    <Link to={ROUTES.home} className={BRAND_LINK_CLASS}>
      <BrandMark />
    </Link>
  );
}
