import { createFileRoute } from '@tanstack/react-router';
import { prefetchEquipmentForm } from '#web/features/equipment/api.ts';
import { EditEquipmentPage } from '#web/features/equipment/edit-equipment-page.tsx';

export const Route = createFileRoute('/_app/equipment/edit/$equipmentId')({
  loader: ({ context }) => prefetchEquipmentForm(context.queryClient),
  component: EditEquipmentRoute,
});

function EditEquipmentRoute() {
  const { equipmentId } = Route.useParams();
  return <EditEquipmentPage key={equipmentId} equipmentId={equipmentId} />;
}
