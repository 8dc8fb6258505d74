import { useEffect, useState } from 'react';

export type ExerciseCatalogue = typeof import('./exercise-catalogue.ts');

/** The catalogue's lookups, fetched once (the browser keeps the module for every later caller). */
export const loadExerciseCatalogue = (): Promise<ExerciseCatalogue> => import('./exercise-catalogue.ts');

/**
 * The catalogue's lookups once they have loaded, after the form has painted; undefined until then (a name typed
 * before is suggested, and a known name's muscles shown, as soon as they have).
 */
export function useExerciseCatalogue(): ExerciseCatalogue | undefined {
  const [catalogue, setCatalogue] = useState<ExerciseCatalogue>();
  useEffect(() => {
    let mounted = true;
    void loadExerciseCatalogue().then((loaded) => {
      if (mounted) setCatalogue(loaded);
    });
    return () => {
      mounted = false;
    };
  }, []);
  return catalogue;
}
