import {
  ANALYTICS_MAX_SESSIONS,
  ANALYTICS_TEXT,
  type AnalyticsRangeWeeks,
  addDays,
  DEFAULT_ANALYTICS_WEEKS,
} from '@liftwise/domain';
import { Link } from '@tanstack/react-router';
import { CalendarCheck, CheckCircle2, LineChart, Timer, Weight } from 'lucide-react';
import { useMemo, useState } from 'react';
import { EmptyState } from '#web/components/empty-state.tsx';
import { ListPage } from '#web/components/list-page.tsx';
import { LoadFailed } from '#web/components/load-failed.tsx';
import { StatCard } from '#web/components/stat-card.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton, SkeletonStatus } from '#web/components/ui/skeleton.tsx';
import { browserToday } from '#web/lib/time-zone.ts';
import { useWeightUnit } from '#web/lib/weight-unit.ts';
import { useBodyWeights, useProgressAnalytics } from './api.ts';
import { BestLifts } from './best-lifts.tsx';
import { BodyWeightCard } from './body-weight-card.tsx';
import { PeriodPicker } from './period-picker.tsx';
import { PersonalRecords } from './personal-records.tsx';
import { StrengthTrend } from './strength-trend.tsx';
import { WeeklyCharts } from './weekly-charts.tsx';

const TEXT = ANALYTICS_TEXT;

function ProgressSkeleton() {
  return (
    <SkeletonStatus label={TEXT.loading} className="space-y-4">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} className="h-[74px] rounded-xl" />
        ))}
      </div>
      <Skeleton className="h-72 rounded-xl" />
    </SkeletonStatus>
  );
}

function NoSessions() {
  return (
    <EmptyState
      icon={<LineChart />}
      title={TEXT.emptyTitle}
      description={TEXT.emptyDescription}
      action={
        <Button asChild>
          <Link to="/workouts">{TEXT.emptyAction}</Link>
        </Button>
      }
    />
  );
}

/** The dashboard's 'View Progress Analytics': the athlete's weeks, totals and lifts over a period they choose. */
export function ProgressPage() {
  const [weeks, setWeeks] = useState<AnalyticsRangeWeeks>(DEFAULT_ANALYTICS_WEEKS);
  const progress = useProgressAnalytics(weeks);
  const data = progress.data;
  const bodyWeights = useBodyWeights(weeks);
  const bodyWeightLog = useMemo(
    () =>
      bodyWeights.data
        ? [...bodyWeights.data.entries, ...(bodyWeights.data.before ? [bodyWeights.data.before] : [])]
        : [],
    [bodyWeights.data],
  );
  const unit = useWeightUnit();

  function content() {
    if (!data) {
      if (progress.isPending) return <ProgressSkeleton />;
      return <LoadFailed title={TEXT.loadFailedTitle} message={TEXT.loadFailedHint} query={progress} />;
    }
    return (
      // Dimmed while another period loads, the old figures kept in place (api.ts keepPreviousData).
      <div className={progress.isPlaceholderData ? 'space-y-4 opacity-60 transition-opacity' : 'space-y-4'}>
        <section aria-label={TEXT.totalsLabel} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <StatCard label={TEXT.sessions} value={data.totals.sessions} icon={<CheckCircle2 />} />
          <StatCard
            label={TEXT.trainingTimeLabel}
            value={TEXT.trainingTime(data.totals.minutes)}
            icon={<Timer />}
          />
          <StatCard
            label={TEXT.volume}
            value={TEXT.weightShort(data.totals.volume, data.unit)}
            icon={<Weight />}
          />
          <StatCard
            label={TEXT.activeWeeks}
            value={TEXT.activeWeeksValue(data.totals.activeWeeks, data.weekly.length)}
            icon={<CalendarCheck />}
          />
        </section>
        {data.truncated ? (
          <p className="text-muted-foreground text-sm">{TEXT.truncated(ANALYTICS_MAX_SESSIONS)}</p>
        ) : null}
        {data.totals.sessions === 0 ? (
          <NoSessions />
        ) : (
          <>
            <WeeklyCharts weekly={data.weekly} unit={data.unit} />
            <div className="grid gap-4 lg:grid-cols-2">
              <StrengthTrend exercises={data.exercises} unit={data.unit} />
              <BestLifts exercises={data.exercises} unit={data.unit} bodyWeights={bodyWeightLog} />
            </div>
            <PersonalRecords unit={data.unit} />
          </>
        )}
      </div>
    );
  }

  return (
    <ListPage
      title={TEXT.title}
      description={TEXT.description}
      actions={<PeriodPicker weeks={weeks} onChange={setWeeks} />}
    >
      <div className="space-y-4">
        {content()}
        <BodyWeightCard log={bodyWeights} from={addDays(browserToday(), 1 - weeks * 7)} unit={unit} />
      </div>
    </ListPage>
  );
}
