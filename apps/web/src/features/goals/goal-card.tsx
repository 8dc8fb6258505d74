import {
  GOAL_SCREEN_TEXT,
  GOAL_STATUS_LABELS,
  GOAL_TYPE_LABELS,
  type Goal,
  goalDeadline,
  goalFiguresIn,
  tracksBodyWeight,
} from '@liftwise/domain';
import { Link } from '@tanstack/react-router';
import { CalendarDays, Pencil } from 'lucide-react';
import { Badge, type BadgeProps } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Progress } from '#web/components/ui/progress.tsx';
import { cn } from '#web/lib/cn.ts';
import { useWeightUnit } from '#web/lib/weight-unit.ts';
import { DeleteGoalDialog } from './delete-goal-dialog.tsx';
import { formatTargetDate } from './target-date.ts';

const TEXT = GOAL_SCREEN_TEXT.goals;

const STATUS_BADGE: Record<Goal['status'], BadgeProps['variant']> = {
  active: 'default',
  paused: 'warning',
  completed: 'success',
};

function deadlineText(goal: Goal, today: string): { text: string; late: boolean } {
  const deadline = goalDeadline(goal.targetDate, today);
  if (deadline.state === 'upcoming') return { text: TEXT.daysLeft(deadline.days), late: false };
  if (deadline.state === 'today') return { text: TEXT.dueToday, late: false };
  // A completed goal is not late, whatever its date.
  return { text: TEXT.overdue(deadline.days), late: goal.status !== 'completed' };
}

/** One goal of the list: what it is, how far along, how long is left, and its edit and delete. */
export function GoalCard({ goal, today }: { goal: Goal; today: string }) {
  const deadline = deadlineText(goal, today);
  // A goal in pounds or kilograms reads in the athlete's unit; the edit form keeps what was typed.
  const figures = goalFiguresIn(goal, useWeightUnit());
  return (
    <Card className="h-full">
      <CardHeader className="gap-3">
        <div className="flex items-start justify-between gap-3">
          <CardTitle as="h2" className="break-words text-lg">
            {goal.title}
          </CardTitle>
          <Badge variant={STATUS_BADGE[goal.status]}>{GOAL_STATUS_LABELS[goal.status]}</Badge>
        </div>
        <Badge variant="outline">{GOAL_TYPE_LABELS[goal.type]}</Badge>
      </CardHeader>
      <CardContent className="flex-1 space-y-4">
        {goal.description ? (
          <p className="line-clamp-3 text-muted-foreground text-sm">{goal.description}</p>
        ) : null}
        <div className="space-y-2">
          <div className="flex items-baseline justify-between gap-2 text-sm">
            <span className="text-muted-foreground tabular-nums">
              {TEXT.valueOfTarget(figures.current, figures.target, figures.unit)}
            </span>
            <span className="font-semibold tabular-nums">{TEXT.progressPercent(goal.progress)}</span>
          </div>
          <Progress value={goal.progress} aria-label={`${goal.title} ${TEXT.progress.toLowerCase()}`} />
          {tracksBodyWeight(goal) ? (
            <p className="text-muted-foreground text-xs">{TEXT.tracksBodyWeight}</p>
          ) : null}
        </div>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          <CalendarDays className="size-4 text-muted-foreground" aria-hidden="true" />
          <span>{formatTargetDate(goal.targetDate)}</span>
          <span aria-hidden="true" className="text-muted-foreground">
            ·
          </span>
          <span className={cn(deadline.late ? 'font-medium text-destructive' : 'text-muted-foreground')}>
            {deadline.text}
          </span>
        </p>
      </CardContent>
      <CardFooter className="justify-end gap-2">
        <Button variant="outline" size="sm" asChild>
          <Link
            to="/goals/edit/$goalId"
            params={{ goalId: goal.id }}
            aria-label={`${TEXT.edit} ${goal.title}`}
          >
            <Pencil aria-hidden="true" />
            {TEXT.edit}
          </Link>
        </Button>
        <DeleteGoalDialog goal={goal} />
      </CardFooter>
    </Card>
  );
}
