import { createFileRoute } from '@tanstack/react-router';
import { prefetchEquipmentList } from '#web/features/equipment/api.ts';
import { EquipmentPage } from '#web/features/equipment/equipment-page.tsx';
import { idParam } from '#web/lib/search-params.ts';

export const Route = createFileRoute('/_app/equipment/')({
  // The location the list is filtered by is in the address, so a reload or a shared link keeps it.
  validateSearch: (search: Record<string, unknown>): { location?: string } => {
    const location = idParam(search.location);
    return location ? { location } : {};
  },
  loader: ({ context }) => prefetchEquipmentList(context.queryClient),
  component: EquipmentRoute,
});

function EquipmentRoute() {
  const { location } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <EquipmentPage
      locationId={location}
      onLocationChange={(next) => void navigate({ search: next ? { location: next } : {}, replace: true })}
    />
  );
}
