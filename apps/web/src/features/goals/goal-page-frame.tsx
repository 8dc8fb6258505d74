import { GOAL_SCREEN_TEXT } from '@liftwise/domain';
import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';

/** The create and edit screens' frame: the back button to /goals, the title, the form's card. */
export function GoalPageFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <div className="space-y-3">
        <Button variant="ghost" size="sm" className="-ml-3" asChild>
          <Link to="/goals">
            <ArrowLeft aria-hidden="true" />
            {GOAL_SCREEN_TEXT.goals.back}
          </Link>
        </Button>
        <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">{title}</h1>
      </div>
      <Card>
        <CardContent className="pt-5 sm:pt-6">{children}</CardContent>
      </Card>
    </div>
  );
}
