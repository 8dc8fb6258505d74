import { createFileRoute } from '@tanstack/react-router';
import { prefetchEquipmentForm } from '../../../features/equipment/api.ts';
import { CatalogPage } from '../../../features/equipment/catalog-page.tsx';

export const Route = createFileRoute('/_app/equipment/catalog')({
  loader: ({ context }) => prefetchEquipmentForm(context.queryClient),
  component: CatalogPage,
});
