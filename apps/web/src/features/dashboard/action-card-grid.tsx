import { type ActionCard, actionCards } from '@liftwise/domain';
import { Link } from '@tanstack/react-router';
import { ChevronRight } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { ACTION_CARD_LOOKS } from './action-cards.ts';

/** From 640 px: the card's full-width button. */
function ActionButton({ card }: { card: ActionCard }) {
  if (card.disabled) {
    return (
      <Button variant="secondary" className="w-full" disabled>
        {card.label}
      </Button>
    );
  }
  return (
    <Button className="w-full" asChild>
      <Link to={card.to}>{card.label}</Link>
    </Button>
  );
}

/**
 * Below 640 px the card is one row and its link covers the whole row (a thumb hits it anywhere). The label shows
 * only where it says more than the title ('Get Started' on Manage Equipment); screen readers always hear it.
 */
function CompactAction({ card }: { card: ActionCard }) {
  if (card.disabled) {
    return (
      <Button variant="ghost" size="sm" className="px-0 text-muted-foreground" disabled>
        {card.label}
      </Button>
    );
  }
  const label = card.label === card.title ? <span className="sr-only">{card.label}</span> : card.label;
  return (
    <Link
      to={card.to}
      className="flex shrink-0 items-center gap-1 font-medium text-primary text-sm outline-none after:absolute after:inset-0 after:rounded-xl focus-visible:after:outline-2 focus-visible:after:outline-ring"
    >
      {label}
      <ChevronRight className="size-5" aria-hidden="true" />
    </Link>
  );
}

/**
 * Spec §2 Dashboard action cards. Without the upcoming workouts (loading, failed) the schedule card reads as for an
 * athlete with none. On a phone they are compact rows, so they follow today's workout without burying it.
 */
export function ActionCardGrid({ equipmentCount = 0, upcomingCount = 0 }) {
  return (
    <ul className="grid gap-2 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3">
      {actionCards({ equipmentCount, upcomingCount }).map((card) => {
        const look = ACTION_CARD_LOOKS[card.title];
        return (
          <li key={card.title}>
            <Card className="relative h-full max-sm:flex-row max-sm:items-center max-sm:gap-3 max-sm:px-3 max-sm:py-2">
              <CardHeader className="max-sm:min-w-0 max-sm:flex-1 max-sm:flex-row max-sm:items-center max-sm:gap-3 max-sm:p-0">
                {look ? (
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary sm:mb-2">
                    <look.icon className="size-5" aria-hidden="true" />
                  </span>
                ) : null}
                <CardTitle as="h2" className="max-sm:text-base">
                  {card.title}
                </CardTitle>
                {look ? (
                  <CardDescription className="max-sm:hidden">{look.description}</CardDescription>
                ) : null}
              </CardHeader>
              <CardFooter className="max-sm:hidden">
                <ActionButton card={card} />
              </CardFooter>
              <div className="sm:hidden">
                <CompactAction card={card} />
              </div>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
