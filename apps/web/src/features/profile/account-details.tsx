import { PROFILE_SCREEN_TEXT } from '@liftwise/domain';

function ReadOnlyField({ label, value }: { label: string; value: string | null | undefined }) {
  const text = value?.trim() || PROFILE_SCREEN_TEXT.profile.notSet;
  return (
    <div className="space-y-1">
      <dt className="font-medium text-sm">{label}</dt>
      <dd className="break-words text-muted-foreground text-sm">{text}</dd>
    </div>
  );
}

/** Email and display name come from the identity provider and cannot be edited here. */
export function AccountDetails({ email, displayName }: { email: string | null; displayName: string | null }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <ReadOnlyField label={PROFILE_SCREEN_TEXT.profile.email} value={email} />
      <ReadOnlyField label={PROFILE_SCREEN_TEXT.profile.displayName} value={displayName} />
    </dl>
  );
}
