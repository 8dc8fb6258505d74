import { PROFILE_SCREEN_TEXT } from '@liftwise/domain';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { Badge } from '#web/components/ui/badge.tsx';

const TEXT = PROFILE_SCREEN_TEXT.profile;

/** Spec §2 Profile: 'Complete' when sex and birth year are both set, else 'Incomplete' with a hint. */
export function ProfileStatus({ complete }: { complete: boolean }) {
  if (complete) {
    return (
      <div className="flex items-center gap-2">
        <Badge variant="success">
          <CircleCheck className="size-3.5" aria-hidden="true" />
          {TEXT.complete}
        </Badge>
      </div>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Badge variant="warning">
        <CircleAlert className="size-3.5" aria-hidden="true" />
        {TEXT.incomplete}
      </Badge>
      <p className="text-muted-foreground text-sm">{TEXT.incompleteHint}</p>
    </div>
  );
}
