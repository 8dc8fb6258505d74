import { type CatalogueFilter, catalogueFilterOf } from '@liftwise/domain';
import { createFileRoute } from '@tanstack/react-router';
import { prefetchExerciseCatalogue } from '#web/features/exercises/api.ts';
import { CataloguePage } from '#web/features/exercises/catalogue-page.tsx';

export const Route = createFileRoute('/_app/exercises/')({
  // The filters are in the address, so a reload, the back button or a shared link keeps them.
  validateSearch: (search: Record<string, unknown>): CatalogueFilter => catalogueFilterOf(search),
  loader: ({ context }) => prefetchExerciseCatalogue(context.queryClient),
  component: ExerciseCatalogueRoute,
});

function ExerciseCatalogueRoute() {
  const filter = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CataloguePage filter={filter} onFilterChange={(search) => void navigate({ search, replace: true })} />
  );
}
