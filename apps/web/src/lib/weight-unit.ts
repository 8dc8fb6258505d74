import { defaultWeightUnit, type WeightUnit } from '@liftwise/domain';
import { useQuery } from '@tanstack/react-query';
import { trpc } from './trpc.ts';

/** The unit this browser's language suggests: pounds for en-US, kilograms elsewhere. */
export function browserWeightUnit(): WeightUnit {
  return defaultWeightUnit(navigator.language);
}

/**
 * The athlete's weight unit: the profile's choice, else the browser's suggestion (also while the profile loads or
 * when it failed to: a screen never waits on it). Shares the profile's cache entry, so a change on the profile
 * screen shows everywhere at once.
 */
export function useWeightUnit(): WeightUnit {
  const { data: profile } = useQuery(trpc.getProfile.queryOptions());
  return profile?.weightUnit ?? browserWeightUnit();
}
