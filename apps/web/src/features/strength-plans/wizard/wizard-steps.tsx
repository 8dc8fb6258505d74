import {
  AGE_RANGES,
  EXPERIENCE_LEVELS,
  goalLimitHint,
  PRIMARY_GOALS,
  type ProgramData,
  REP_RANGES,
  SESSION_DURATIONS,
  SLIDERS,
  showsTimeOffQuestion,
  TIME_OFF_OPTIONS,
  WEEKDAYS,
  WIZARD_CHOICES,
  WIZARD_FIELD_TEXT,
} from '@liftwise/domain';
import type { Dispatch } from 'react';
import { useWeightUnit } from '#web/lib/weight-unit.ts';
import { CheckListField, CheckRow, ChoiceField, SliderField, TextField } from './fields.tsx';
import type { WizardAction } from './wizard-state.ts';

const TEXT = WIZARD_FIELD_TEXT;

/** Same value and words, for the §9 lists whose stored values are what the athlete reads. */
const asChoices = <T extends string>(values: readonly T[]) =>
  values.map((value) => ({ value, label: value }));

const sessionChoices = SESSION_DURATIONS.map(({ value, label }) => ({ value, label: `${label} min` }));
const weekdayChoices = asChoices(WEEKDAYS);

type Section =
  | 'strengthLevels'
  | 'physicalConsiderations'
  | 'trainingPreferences'
  | 'recovery'
  | 'progression';

interface StepProps {
  data: ProgramData;
  dispatch: Dispatch<WizardAction>;
}

/** Sets one answer inside a section of ProgramData, from the latest answers (never a stale copy). */
function setIn<S extends Section, K extends keyof ProgramData[S]>(
  dispatch: Dispatch<WizardAction>,
  section: S,
  key: K,
  value: ProgramData[S][K],
) {
  dispatch({ type: 'update', update: (d) => ({ ...d, [section]: { ...d[section], [key]: value } }) });
}

function toggled<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

function GoalsStep({ data, dispatch }: StepProps) {
  return (
    <CheckListField
      label={TEXT.goalsQuestion}
      choices={PRIMARY_GOALS}
      selected={data.primaryGoals}
      onToggle={(goal) => dispatch({ type: 'toggleGoal', goal })}
      hint={goalLimitHint(data.primaryGoals)}
      // Seven goals in one column ran under the Previous/Next bar on a laptop screen (1280 × 800).
      columns="wide"
    />
  );
}

function ExperienceStep({ data, dispatch }: StepProps) {
  return (
    <>
      <ChoiceField
        label={TEXT.experienceQuestion}
        required
        choices={EXPERIENCE_LEVELS}
        value={data.experienceLevel}
        onChange={(level) => dispatch({ type: 'setExperience', level })}
      />
      {showsTimeOffQuestion(data) ? (
        <ChoiceField
          label={TEXT.timeOffQuestion}
          columns={2}
          choices={asChoices(TIME_OFF_OPTIONS)}
          value={data.returnFromBreak.timeOff}
          onChange={(timeOff) =>
            dispatch({
              type: 'update',
              update: (d) => ({ ...d, returnFromBreak: { ...d.returnFromBreak, timeOff } }),
            })
          }
        />
      ) : null}
    </>
  );
}

function ScheduleStep({ data, dispatch }: StepProps) {
  return (
    <>
      <SliderField
        label={TEXT.trainingDays}
        value={data.trainingDays}
        bounds={SLIDERS.trainingDays}
        onChange={(trainingDays) => dispatch({ type: 'update', update: (d) => ({ ...d, trainingDays }) })}
      />
      <ChoiceField
        label={TEXT.sessionDuration}
        columns={3}
        choices={sessionChoices}
        value={data.sessionDuration}
        onChange={(sessionDuration) =>
          dispatch({ type: 'update', update: (d) => ({ ...d, sessionDuration }) })
        }
      />
      <CheckListField
        label={TEXT.preferredDays}
        columns={2}
        choices={weekdayChoices}
        selected={data.preferredDays}
        onToggle={(day) =>
          dispatch({
            type: 'update',
            update: (d) => ({ ...d, preferredDays: toggled(d.preferredDays, day) }),
          })
        }
      />
      <TextField
        label={TEXT.constraints}
        multiline
        placeholder={TEXT.constraintsPlaceholder}
        value={data.constraints}
        onChange={(constraints) => dispatch({ type: 'update', update: (d) => ({ ...d, constraints }) })}
      />
    </>
  );
}

const LIFTS = ['squat', 'benchPress', 'deadlift', 'overheadPress'] as const;

function StrengthStep({ data, dispatch }: StepProps) {
  const unit = useWeightUnit();
  return (
    <>
      <p className="text-muted-foreground text-sm">{TEXT.strengthIntro(unit)}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {LIFTS.map((lift) => (
          <TextField
            key={lift}
            label={TEXT[lift]}
            placeholder={TEXT.liftPlaceholder(unit)}
            value={data.strengthLevels[lift]}
            onChange={(value) => setIn(dispatch, 'strengthLevels', lift, value)}
          />
        ))}
      </div>
      <CheckRow
        label={TEXT.canBenchBodyweight}
        checked={data.strengthLevels.canBenchBodyweight}
        onCheckedChange={(checked) => setIn(dispatch, 'strengthLevels', 'canBenchBodyweight', checked)}
      />
    </>
  );
}

const PHYSICAL_TEXTS = [
  ['currentInjuries', undefined],
  ['pastInjuries', undefined],
  ['movementsToAvoid', TEXT.movementsToAvoidPlaceholder],
  ['mobilityRestrictions', undefined],
] as const;

function PhysicalStep({ data, dispatch }: StepProps) {
  return (
    <>
      <ChoiceField
        label={TEXT.ageRange}
        required
        columns={3}
        choices={asChoices(AGE_RANGES)}
        value={data.physicalConsiderations.ageRange}
        onChange={(ageRange) => setIn(dispatch, 'physicalConsiderations', 'ageRange', ageRange)}
      />
      {PHYSICAL_TEXTS.map(([key, placeholder]) => (
        <TextField
          key={key}
          label={TEXT[key]}
          multiline
          placeholder={placeholder}
          value={data.physicalConsiderations[key]}
          onChange={(value) => setIn(dispatch, 'physicalConsiderations', key, value)}
        />
      ))}
    </>
  );
}

function PreferencesStep({ data, dispatch }: StepProps) {
  const preferences = data.trainingPreferences;
  return (
    <>
      <CheckListField
        label={TEXT.preferredRepRanges}
        choices={asChoices(REP_RANGES)}
        selected={preferences.preferredRepRanges}
        onToggle={(range) =>
          setIn(
            dispatch,
            'trainingPreferences',
            'preferredRepRanges',
            toggled(preferences.preferredRepRanges, range),
          )
        }
      />
      <ChoiceField
        label={TEXT.trainingStyle}
        required
        columns={2}
        choices={WIZARD_CHOICES.trainingStyle}
        value={preferences.trainingStyle}
        onChange={(style) => setIn(dispatch, 'trainingPreferences', 'trainingStyle', style)}
      />
      <ChoiceField
        label={TEXT.compoundVsIsolation}
        columns={2}
        choices={WIZARD_CHOICES.compoundVsIsolation}
        value={preferences.compoundVsIsolation}
        onChange={(type) => setIn(dispatch, 'trainingPreferences', 'compoundVsIsolation', type)}
      />
    </>
  );
}

function RecoveryStep({ data, dispatch }: StepProps) {
  const { recovery } = data;
  const outOfTen = (value: number) => `${value}/10`;
  return (
    <>
      <SliderField
        label={TEXT.sleepQuality}
        value={recovery.sleepQuality}
        bounds={SLIDERS.sleepQuality}
        describe={outOfTen}
        onChange={(value) => setIn(dispatch, 'recovery', 'sleepQuality', value)}
      />
      <SliderField
        label={TEXT.stressLevel}
        value={recovery.stressLevel}
        bounds={SLIDERS.stressLevel}
        describe={outOfTen}
        onChange={(value) => setIn(dispatch, 'recovery', 'stressLevel', value)}
      />
      <TextField
        label={TEXT.otherActivities}
        multiline
        placeholder={TEXT.otherActivitiesPlaceholder}
        value={recovery.otherActivities}
        onChange={(value) => setIn(dispatch, 'recovery', 'otherActivities', value)}
      />
      <TextField
        label={TEXT.recoveryMethods}
        multiline
        placeholder={TEXT.recoveryMethodsPlaceholder}
        value={recovery.recoveryMethods}
        onChange={(value) => setIn(dispatch, 'recovery', 'recoveryMethods', value)}
      />
    </>
  );
}

const PROGRESSION_FIELDS = ['maxTestingFrequency', 'progressionStyle', 'complexityComfort'] as const;

function ProgressionStep({ data, dispatch }: StepProps) {
  return (
    <>
      {PROGRESSION_FIELDS.map((key) => (
        <ChoiceField<string>
          key={key}
          label={TEXT[key]}
          required
          columns={2}
          choices={WIZARD_CHOICES[key]}
          value={data.progression[key]}
          onChange={(value) =>
            dispatch({
              type: 'update',
              update: (d) => ({ ...d, progression: { ...d.progression, [key]: value } }),
            })
          }
        />
      ))}
    </>
  );
}

const STEP_FIELDS = {
  1: GoalsStep,
  2: ExperienceStep,
  3: ScheduleStep,
  4: StrengthStep,
  5: PhysicalStep,
  6: PreferencesStep,
  7: RecoveryStep,
  8: ProgressionStep,
} as const;

/** The questions of one step (spec §2 Program wizard, §3 ProgramData). */
export function WizardStepFields({ step, ...props }: StepProps & { step: keyof typeof STEP_FIELDS }) {
  const Fields = STEP_FIELDS[step];
  return (
    <div className="space-y-6">
      <Fields {...props} />
    </div>
  );
}
