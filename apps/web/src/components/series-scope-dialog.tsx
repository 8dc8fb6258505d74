import { RECURRENCE_SCREEN_TEXT, SERIES_SCOPES, type SeriesScope } from '@liftwise/domain';
import type { ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from './ui/alert-dialog.tsx';

const TEXT = RECURRENCE_SCREEN_TEXT.scope;

/**
 * Editing or deleting a repeating workout asks what it applies to: 'This workout', 'This and following'
 * or 'All'. `trigger` opens the question; Cancel (where focus starts) changes nothing.
 */
export function SeriesScopeDialog({
  trigger,
  title,
  description,
  onChoose,
}: {
  trigger: ReactNode;
  title: string;
  description: string;
  onChoose: (scope: SeriesScope) => void;
}) {
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{TEXT.cancel}</AlertDialogCancel>
          {SERIES_SCOPES.map((scope) => (
            <AlertDialogAction key={scope} onClick={() => onChoose(scope)}>
              {TEXT.labels[scope]}
            </AlertDialogAction>
          ))}
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
