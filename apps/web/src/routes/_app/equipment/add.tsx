import { createFileRoute } from '@tanstack/react-router';
import { AddEquipmentPage } from '../../../features/equipment/add-equipment-page.tsx';
import { prefetchEquipmentForm } from '../../../features/equipment/api.ts';

export const Route = createFileRoute('/_app/equipment/add')({
  loader: ({ context }) => prefetchEquipmentForm(context.queryClient),
  component: AddEquipmentPage,
});
