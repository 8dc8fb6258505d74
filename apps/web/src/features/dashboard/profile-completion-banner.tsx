import { DASHBOARD_SCREEN_TEXT, type ProfileBanner } from '@liftwise/domain';
import { Link } from '@tanstack/react-router';
import { UserRoundPen } from 'lucide-react';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';

/** Spec §2 Dashboard banner, as the domain's profileBanner words it: what the profile lacks, and the way to fix it. */
export function ProfileCompletionBanner({ banner }: { banner: Extract<ProfileBanner, { show: true }> }) {
  return (
    <Card
      role="region"
      aria-labelledby="profile-banner-title"
      className="flex-col gap-4 border-warning/60 bg-warning/10 p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id="profile-banner-title" className="font-semibold text-lg">
            {banner.title}
          </h2>
          <Badge variant="warning">{banner.badge}</Badge>
        </div>
        <p className="text-muted-foreground text-sm">{banner.text}</p>
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className="font-medium">{DASHBOARD_SCREEN_TEXT.dashboard.missingLabel}</span>
          <span className="sr-only">{banner.missing.join(', ')}</span>
          {banner.missing.map((field) => (
            <Badge key={field} variant="outline" aria-hidden="true">
              {field}
            </Badge>
          ))}
        </p>
      </div>
      <Button asChild className="shrink-0">
        <Link to={banner.to}>
          <UserRoundPen aria-hidden="true" />
          {DASHBOARD_SCREEN_TEXT.dashboard.completeProfile}
        </Link>
      </Button>
    </Card>
  );
}
