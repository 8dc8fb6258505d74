import { type AthletePlates, plateInventoryOf, type WeightUnit } from '@liftwise/domain';
import { useQuery } from '@tanstack/react-query';
import { trpc } from './trpc.ts';

/**
 * The athlete's bar and plates for the plate calculator (issue 18), read from their equipment once the calculator
 * is opened (the equipment list's own cache entry); a standard set while it loads or when it cannot be read.
 */
export function usePlateInventory(
  unit: WeightUnit,
  enabled: boolean,
): { plates: AthletePlates; loading: boolean } {
  const query = useQuery({ ...trpc.getUserEquipment.queryOptions(), enabled });
  return {
    plates: plateInventoryOf(query.data?.equipment ?? [], unit),
    loading: enabled && query.isPending,
  };
}
