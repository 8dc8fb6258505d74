import { createFileRoute } from '@tanstack/react-router';
import { AddEquipmentPage } from '#web/features/equipment/add-equipment-page.tsx';
import { prefetchEquipmentForm } from '#web/features/equipment/api.ts';

export const Route = createFileRoute('/_app/equipment/add')({
  loader: ({ context }) => prefetchEquipmentForm(context.queryClient),
  component: AddEquipmentPage,
});
