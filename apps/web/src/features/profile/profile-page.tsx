import { failureToast, initials } from '@liftwise/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Avatar, AvatarFallback, AvatarImage } from '../../components/ui/avatar.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { showToast } from '../../components/ui/toaster.tsx';
import { useAuth } from '../../lib/auth.ts';
import { trpc } from '../../lib/trpc.ts';
import { AccountDetails } from './account-details.tsx';
import { ProfileForm } from './profile-form.tsx';

function ProfileFormSkeleton() {
  return (
    <div role="status" className="space-y-4">
      <span className="sr-only">Loading profile…</span>
      <Skeleton className="h-6 w-32" />
      <div className="grid gap-6 sm:grid-cols-2">
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
      </div>
      <Skeleton className="h-10 w-32" />
    </div>
  );
}

export function ProfilePage() {
  const auth = useAuth();
  const profileQuery = useQuery(trpc.getProfile.queryOptions());
  const currentYear = new Date().getFullYear();

  useEffect(() => {
    if (profileQuery.errorUpdatedAt === 0) return;
    console.error('Loading the profile failed.', profileQuery.error);
    showToast(failureToast('getProfile'), { label: 'Retry', onClick: () => void profileQuery.refetch() });
  }, [profileQuery.errorUpdatedAt, profileQuery.error, profileQuery.refetch]);

  const user = auth.user;
  const profile = profileQuery.data ?? null;
  const displayName = profile?.displayName || user?.displayName || null;
  const email = profile?.email || user?.email || null;

  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">Profile</h1>
      <Card>
        <CardHeader className="flex-row items-center gap-4">
          <Avatar className="size-16" aria-hidden="true">
            {user?.photoURL ? <AvatarImage src={user.photoURL} alt="" referrerPolicy="no-referrer" /> : null}
            <AvatarFallback className="text-xl">{initials(displayName, email)}</AvatarFallback>
          </Avatar>
          <div className="min-w-0 space-y-1">
            <CardTitle as="h2" className="truncate">
              {displayName || email || 'Your profile'}
            </CardTitle>
            <CardDescription>Personal details help tailor your training.</CardDescription>
          </div>
        </CardHeader>
        <CardContent className="space-y-8">
          <AccountDetails email={email} displayName={displayName} />
          {profileQuery.isPending ? (
            <ProfileFormSkeleton />
          ) : (
            // A new key after each save (or first load) starts the form from the stored values.
            <ProfileForm key={profile?.updatedAt ?? 'new'} profile={profile} currentYear={currentYear} />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
