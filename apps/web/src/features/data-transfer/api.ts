import { useMutation, useQueryClient } from '@tanstack/react-query';
import { trpc } from '#web/lib/trpc.ts';

// The Data page's server state: the import's preview and the import itself. The export is two plain downloads.

/** The preview: the page shows its failure itself (the file's line and column), so it has no toast. */
export function usePreviewImport() {
  return useMutation(trpc.previewImport.mutationOptions());
}

/** The import; afterwards every screen's data may have changed, so every cached query is refetched when read. */
export function useImportData() {
  const queryClient = useQueryClient();
  return useMutation(trpc.importData.mutationOptions({ onSuccess: () => queryClient.invalidateQueries() }));
}
