import { createFileRoute } from '@tanstack/react-router';
import { prefetchEquipmentForm } from '#web/features/equipment/api.ts';
import { CataloguePage } from '#web/features/equipment/catalogue-page.tsx';

export const Route = createFileRoute('/_app/equipment/catalogue')({
  loader: ({ context }) => prefetchEquipmentForm(context.queryClient),
  component: CataloguePage,
});
