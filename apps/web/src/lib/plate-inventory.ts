import { type AthletePlates, plateInventoryOf, type WeightUnit } from '@liftwise/domain';
import { useQuery } from '@tanstack/react-query';
import { trpc } from './trpc.ts';

/**
 * The athlete's bar and plates for the plate calculator, read from their equipment once the calculator
 * is opened (the equipment list's own cache entry); a standard set while it loads or when it cannot be read, and
 * `failed` then says so (the athlete's own plates may differ), with `retry` to read them again.
 */
export function usePlateInventory(
  unit: WeightUnit,
  enabled: boolean,
): { plates: AthletePlates; loading: boolean; failed: boolean; retry: () => void } {
  const query = useQuery({ ...trpc.getUserEquipment.queryOptions(), enabled });
  return {
    plates: plateInventoryOf(query.data?.equipment ?? [], unit),
    // Offline with nothing kept, the read waits (paused): the standard set is shown meanwhile, not 'Loading…'.
    loading: enabled && query.isPending && query.fetchStatus === 'fetching',
    failed: query.isError && query.data === undefined,
    retry: () => void query.refetch(),
  };
}
