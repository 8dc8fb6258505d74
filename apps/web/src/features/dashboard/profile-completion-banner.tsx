import { type MissingProfileField, PROFILE_MESSAGES } from '@liftwise/domain';
import { Link } from '@tanstack/react-router';
import { UserRoundPen } from 'lucide-react';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';

/** Spec §2 Dashboard banner: what the profile still lacks, and the way to fix it. */
export function ProfileCompletionBanner({ missing }: { missing: MissingProfileField[] }) {
  return (
    <Card
      role="region"
      aria-labelledby="profile-banner-title"
      className="flex-col gap-4 border-warning/60 bg-warning/10 p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id="profile-banner-title" className="font-semibold text-lg">
            {PROFILE_MESSAGES.bannerTitle}
          </h2>
          <Badge variant="warning">Incomplete</Badge>
        </div>
        <p className="text-muted-foreground text-sm">{PROFILE_MESSAGES.bannerText}</p>
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className="font-medium">Missing:</span>
          <span className="sr-only">{missing.join(', ')}</span>
          {missing.map((field) => (
            <Badge key={field} variant="outline" aria-hidden="true">
              {field}
            </Badge>
          ))}
        </p>
      </div>
      <Button asChild className="shrink-0">
        <Link to="/profile">
          <UserRoundPen aria-hidden="true" />
          Complete Profile
        </Link>
      </Button>
    </Card>
  );
}
