import { type ActionCard, actionCards } from '@liftwise/domain';
import { Link } from '@tanstack/react-router';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { ACTION_CARD_LOOKS } from './action-cards.ts';

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
 * Spec §2 Dashboard action cards. Without the upcoming workouts (loading, failed) the schedule card reads as for an
 * athlete with none.
 */
export function ActionCardGrid({ equipmentCount = 0, upcomingCount = 0 }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {actionCards({ equipmentCount, upcomingCount }).map((card) => {
        const look = ACTION_CARD_LOOKS[card.title];
        return (
          <li key={card.title}>
            <Card className="h-full">
              <CardHeader>
                {look ? (
                  <span className="mb-2 flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
                    <look.icon className="size-5" aria-hidden="true" />
                  </span>
                ) : null}
                <CardTitle as="h2">{card.title}</CardTitle>
                {look ? <CardDescription>{look.description}</CardDescription> : null}
              </CardHeader>
              <CardFooter>
                <ActionButton card={card} />
              </CardFooter>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
