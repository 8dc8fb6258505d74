import { zodResolver } from '@hookform/resolvers/zod';
import {
  ageFromBirthYear,
  isProfileComplete,
  MIN_BIRTH_YEAR,
  PROFILE_SCREEN_TEXT,
  PROFILE_SUCCESS_TOASTS,
  type Profile,
  type ProfileData,
  SEX_OPTIONS,
} from '@liftwise/domain';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { FormSelect } from '#web/components/ui/form-select.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { showError, showToast } from '#web/components/ui/toast.ts';
import { succeeded } from '#web/lib/save-failure.ts';
import { browserWeightUnit } from '#web/lib/weight-unit.ts';
import { useSaveProfile } from './api.ts';
import { type ProfileFormValues, profileFormSchema, toFormValues } from './profile-form-schema.ts';
import { ProfileStatus } from './profile-status.tsx';

const TEXT = PROFILE_SCREEN_TEXT.profile;

interface ProfileFormProps {
  /** null when the athlete has no profile yet. */
  profile: Profile | null;
  currentYear: number;
}

/** Sex and birth year, with the live age and completeness; a failed save keeps what was typed for a retry. */
export function ProfileForm({ profile, currentYear }: ProfileFormProps) {
  const schema = useMemo(() => profileFormSchema(currentYear), [currentYear]);
  const form = useForm<ProfileFormValues, unknown, ProfileData>({
    resolver: zodResolver(schema),
    defaultValues: toFormValues(profile, browserWeightUnit()),
  });
  const [sex, birthYearText, weightUnit] = useWatch({
    control: form.control,
    name: ['sex', 'birthYear', 'weightUnit'],
  });
  // What the form would save right now; undefined while the birth year typed is not a valid one.
  const typed = schema.safeParse({ sex, birthYear: birthYearText, weightUnit }).data;

  const saveProfile = useSaveProfile();
  const saving = saveProfile.isPending;

  async function save(profileData: ProfileData) {
    // On failure the form is left as typed, so the athlete can simply press Save again.
    if (await succeeded(saveProfile.mutateAsync({ profileData })))
      showToast(PROFILE_SUCCESS_TOASTS.profileUpdated);
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
        <FormField label={TEXT.sex}>
          {({ id }) => (
            <FormSelect
              control={form.control}
              name="sex"
              id={id}
              options={SEX_OPTIONS}
              placeholder={TEXT.sexPlaceholder}
              disabled={saving}
            />
          )}
        </FormField>

        <FormField
          label={TEXT.birthYear}
          error={birthYearError}
          errorAlert
          // While a birth year is refused there is no age to show: the message stands in its place.
          hint={
            typed?.birthYear !== undefined ? TEXT.age(ageFromBirthYear(typed.birthYear, currentYear)) : null
          }
          hintClassName="text-muted-foreground text-sm"
        >
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={MIN_BIRTH_YEAR}
              max={currentYear}
              step={1}
              placeholder={`e.g. ${currentYear - 30}`}
              disabled={saving}
              {...form.register('birthYear')}
            />
          )}
        </FormField>

        <FormField
          label={TEXT.weightUnit}
          hint={TEXT.weightUnitHint}
          hintClassName="text-muted-foreground text-sm"
        >
          {({ id, ...aria }) => (
            <FormSelect
              control={form.control}
              name="weightUnit"
              id={id}
              options={TEXT.weightUnitChoices}
              disabled={saving}
              triggerProps={aria}
            />
          )}
        </FormField>
      </div>

      <Button type="submit" disabled={saving} className="w-full sm:w-auto">
        {saving ? TEXT.saving : TEXT.saveProfile}
      </Button>
    </form>
  );
}
