import type { LinkProps } from '@tanstack/react-router';
import { Brain, CalendarDays, Camera, ClipboardList, Dumbbell, type LucideIcon, Target } from 'lucide-react';

export type ActionCardAction =
  | { kind: 'link'; label: string; to: LinkProps['to'] }
  | { kind: 'disabled'; label: string };

export interface ActionCard {
  title: string;
  description: string;
  icon: LucideIcon;
  action: ActionCardAction;
}

/**
 * Spec §2 Dashboard action cards. Equipment and schedule labels depend on data that a later issue brings; until
 * then they read as for an athlete with no equipment and nothing scheduled.
 */
export const ACTION_CARDS: ActionCard[] = [
  {
    title: 'Manage Equipment',
    description: 'Keep your home, gym and travel equipment up to date.',
    icon: Dumbbell,
    action: { kind: 'link', label: 'Get Started', to: '/equipment' },
  },
  {
    title: 'View Scheduled Workouts',
    description: 'See the workouts planned for the days ahead.',
    icon: CalendarDays,
    action: { kind: 'disabled', label: 'No Scheduled Workouts' },
  },
  {
    title: 'Manage Goals',
    description: 'Set targets and follow your progress towards them.',
    icon: Target,
    action: { kind: 'link', label: 'Manage Goals', to: '/goals' },
  },
  {
    title: 'View Workouts',
    description: 'Browse upcoming and recently completed workouts.',
    icon: ClipboardList,
    action: { kind: 'link', label: 'View Workouts', to: '/workouts' },
  },
  {
    title: 'AI Program Generator',
    description: 'Answer a few questions and get a multi-week strength program.',
    icon: Brain,
    action: { kind: 'link', label: 'AI Program Generator', to: '/create-program' },
  },
  {
    title: 'AI Equipment Image Scan',
    description: 'Identify your equipment from the photos you uploaded.',
    icon: Camera,
    action: { kind: 'link', label: 'AI Equipment Image Scan', to: '/equipment-image-processor' },
  },
];
