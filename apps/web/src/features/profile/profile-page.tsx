import { initials, PROFILE_SCREEN_TEXT } from '@liftwise/domain';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { LoadFailed } from '#web/components/load-failed.tsx';
import { Avatar, AvatarFallback, AvatarImage } from '#web/components/ui/avatar.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Skeleton, SkeletonStatus } from '#web/components/ui/skeleton.tsx';
import { useAuth } from '#web/lib/auth.ts';
import { AccountDetails } from './account-details.tsx';
import { useProfile } from './api.ts';
import { ProfileForm } from './profile-form.tsx';

// Below the profile's own fields: its code (dialogs, the lead select) loads after the page's first paint.
const CalendarFeedSection = lazy(() =>
  import('./calendar-feed-section.tsx').then((module) => ({ default: module.CalendarFeedSection })),
);

const NotificationsSection = lazy(() =>
  import('./notifications-section.tsx').then((module) => ({ default: module.NotificationsSection })),
);

const TEXT = PROFILE_SCREEN_TEXT.profile;

function ProfileFormSkeleton() {
  return (
    <SkeletonStatus label={TEXT.loading} className="space-y-4">
      <Skeleton className="h-6 w-32" />
      <div className="grid gap-6 sm:grid-cols-2">
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
      </div>
      <Skeleton className="h-10 w-32" />
    </SkeletonStatus>
  );
}

/** The form once the stored profile is known: a skeleton before, and a notice with Retry if the load failed. */
function ProfileFormArea({
  query,
  currentYear,
}: {
  query: ReturnType<typeof useProfile>;
  currentYear: number;
}) {
  if (query.isPending) return <ProfileFormSkeleton />;
  // Not pending and no data: the load failed. (A failed refresh keeps the cached profile, and so the form.)
  if (query.data === undefined) {
    return <LoadFailed title={TEXT.loadFailedTitle} message={TEXT.loadFailedMessage} query={query} />;
  }
  // A new key after each save (or first load) starts the form from the stored values.
  return <ProfileForm key={query.data?.updatedAt ?? 'new'} profile={query.data} currentYear={currentYear} />;
}

/** Spec §2 Profile: account details from the sign-in, and the form once the stored profile is known. */
export function ProfilePage() {
  const auth = useAuth();
  const profileQuery = useProfile();
  const currentYear = new Date().getFullYear();

  const user = auth.user;
  const profile = profileQuery.data ?? null;
  const displayName = profile?.displayName || user?.displayName || null;
  const email = profile?.email || user?.email || null;

  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">{TEXT.title}</h1>
      <Card>
        <CardHeader className="flex-row items-center gap-4">
          <Avatar className="size-16" aria-hidden="true">
            {user?.photoURL ? <AvatarImage src={user.photoURL} alt="" referrerPolicy="no-referrer" /> : null}
            <AvatarFallback className="text-xl">{initials(displayName, email)}</AvatarFallback>
          </Avatar>
          <div className="min-w-0 space-y-1">
            <CardTitle as="h2" className="truncate">
              {displayName || email || TEXT.yourProfile}
            </CardTitle>
            <CardDescription>{TEXT.description}</CardDescription>
          </div>
        </CardHeader>
        <CardContent className="space-y-8">
          <AccountDetails email={email} displayName={displayName} />
          <ProfileFormArea query={profileQuery} currentYear={currentYear} />
        </CardContent>
      </Card>
      <p className="text-sm">
        <Link to="/data-transfer" className="font-medium underline underline-offset-4">
          {TEXT.dataLink}
        </Link>
      </p>
      <Suspense fallback={null}>
        <CalendarFeedSection />
      </Suspense>
      <Suspense fallback={null}>
        <NotificationsSection />
      </Suspense>
    </div>
  );
}
