import { defaultWeightUnit } from '@liftwise/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc.ts';

// The Data page's server state: the import's preview and the import itself. The export is two plain downloads.

/** What the server needs besides the file: the browser's zone (for zone-less dates) and the unit it shows. */
export function importContext() {
  return {
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    weightUnit: defaultWeightUnit(navigator.language),
  };
}

/** The preview: the page shows its failure itself (the file's line and column), so it has no toast. */
export function usePreviewImport() {
  return useMutation(trpc.previewImport.mutationOptions());
}

/** The import; afterwards every screen's data may have changed, so every cached query is refetched when read. */
export function useImportData() {
  const queryClient = useQueryClient();
  return useMutation(trpc.importData.mutationOptions({ onSuccess: () => queryClient.invalidateQueries() }));
}
