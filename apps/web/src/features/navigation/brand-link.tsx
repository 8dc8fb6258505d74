import { PRODUCT_NAME } from '@liftwise/domain';
import { Link } from '@tanstack/react-router';
import { Dumbbell } from 'lucide-react';

export function BrandLink() {
  return (
    <Link to="/" className="flex items-center gap-2 rounded-md font-bold text-lg tracking-tight">
      <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
        <Dumbbell className="size-5" aria-hidden="true" />
      </span>
      {PRODUCT_NAME}
    </Link>
  );
}
