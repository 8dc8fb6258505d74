import { zodResolver } from '@hookform/resolvers/zod';
import {
  ageFromBirthYear,
  failureToast,
  isProfileComplete,
  MIN_BIRTH_YEAR,
  type Profile,
  type ProfileData,
  SCREEN_TEXT,
  SEX_OPTIONS,
  SUCCESS_TOASTS,
} from '@liftwise/domain';
import { useId, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../components/ui/button.tsx';
import { FormSelect } from '../../components/ui/form-select.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { showError, showToast } from '../../components/ui/toaster.tsx';
import { serverMessage } from '../../lib/server-message.ts';
import { useSaveProfile } from './api.ts';
import { type ProfileFormValues, profileFormSchema, toFormValues } from './profile-form-schema.ts';
import { ProfileStatus } from './profile-status.tsx';

const TEXT = SCREEN_TEXT.profile;

interface ProfileFormProps {
  /** null when the athlete has no profile yet. */
  profile: Profile | null;
  currentYear: number;
}

/** Sex and birth year, with the live age and completeness; a failed save keeps what was typed for a retry. */
export function ProfileForm({ profile, currentYear }: ProfileFormProps) {
  const ids = { sex: useId(), birthYear: useId(), birthYearError: useId(), age: useId() };
  const schema = useMemo(() => profileFormSchema(currentYear), [currentYear]);
  const form = useForm<ProfileFormValues, unknown, ProfileData>({
    resolver: zodResolver(schema),
    defaultValues: toFormValues(profile),
  });
  const [sex, birthYearText] = useWatch({ control: form.control, name: ['sex', 'birthYear'] });
  // What the form would save right now; undefined while the birth year typed is not a valid one.
  const typed = schema.safeParse({ sex, birthYear: birthYearText }).data;

  const saveProfile = useSaveProfile();
  const saving = saveProfile.isPending;

  async function save(profileData: ProfileData) {
    try {
      await saveProfile.mutateAsync({ profileData });
      showToast(SUCCESS_TOASTS.profileUpdated);
    } catch (error) {
      console.error('Saving the profile failed.', error);
      // The form is left as typed, so the athlete can simply press Save again.
      showToast(failureToast('saveProfile', { message: serverMessage(error) }));
    }
  }

  const onSubmit = form.handleSubmit(save, (errors) => {
    if (errors.birthYear?.message) showError(errors.birthYear.message);
  });

  const birthYearError = form.formState.errors.birthYear?.message;

  return (
    // noValidate: the browser's own min/max bubble would block submit and hide the spec's message.
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      <ProfileStatus complete={isProfileComplete(typed)} />

      <div className="grid gap-6 sm:grid-cols-2">
        <div className="flex flex-col gap-2">
          <Label htmlFor={ids.sex}>Sex</Label>
          <FormSelect
            control={form.control}
            name="sex"
            id={ids.sex}
            options={SEX_OPTIONS}
            placeholder="Select your sex"
            disabled={saving}
          />
        </div>

        <div className="flex flex-col gap-2">
          <Label htmlFor={ids.birthYear}>Birth Year</Label>
          <Input
            id={ids.birthYear}
            type="number"
            inputMode="numeric"
            min={MIN_BIRTH_YEAR}
            max={currentYear}
            step={1}
            placeholder={`e.g. ${currentYear - 30}`}
            aria-invalid={birthYearError ? true : undefined}
            aria-describedby={birthYearError ? ids.birthYearError : ids.age}
            disabled={saving}
            {...form.register('birthYear')}
          />
          {birthYearError ? (
            <p id={ids.birthYearError} role="alert" className="text-destructive text-sm">
              {birthYearError}
            </p>
          ) : null}
          {typed?.birthYear !== undefined ? (
            <p id={ids.age} className="text-muted-foreground text-sm">
              {TEXT.age(ageFromBirthYear(typed.birthYear, currentYear))}
            </p>
          ) : null}
        </div>
      </div>

      <Button type="submit" disabled={saving} className="w-full sm:w-auto">
        {saving ? TEXT.saving : TEXT.saveProfile}
      </Button>
    </form>
  );
}
