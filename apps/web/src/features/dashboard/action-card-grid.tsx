import { Link } from '@tanstack/react-router';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { ACTION_CARDS, type ActionCardAction } from './action-cards.ts';

function ActionButton({ action }: { action: ActionCardAction }) {
  if (action.kind === 'disabled') {
    return (
      <Button variant="secondary" className="w-full" disabled>
        {action.label}
      </Button>
    );
  }
  return (
    <Button className="w-full" asChild>
      <Link to={action.to}>{action.label}</Link>
    </Button>
  );
}

export function ActionCardGrid() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {ACTION_CARDS.map((card) => (
        <li key={card.title}>
          <Card className="h-full">
            <CardHeader>
              <span className="mb-2 flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <card.icon className="size-5" aria-hidden="true" />
              </span>
              <CardTitle as="h2">{card.title}</CardTitle>
              <CardDescription>{card.description}</CardDescription>
            </CardHeader>
            <CardFooter>
              <ActionButton action={card.action} />
            </CardFooter>
          </Card>
        </li>
      ))}
    </ul>
  );
}
