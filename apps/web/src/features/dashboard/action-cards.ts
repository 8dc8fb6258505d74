import { Brain, CalendarDays, Camera, ClipboardList, Dumbbell, type LucideIcon, Target } from 'lucide-react';

/** How each of the domain's action cards (spec §2) looks: its icon and a line saying what it is for. */
export const ACTION_CARD_LOOKS: Record<string, { icon: LucideIcon; description: string }> = {
  'Manage Equipment': {
    icon: Dumbbell,
    description: 'Keep your home, gym and travel equipment up to date.',
  },
  'View Scheduled Workouts': {
    icon: CalendarDays,
    description: 'See the workouts planned for the days ahead.',
  },
  'Manage Goals': { icon: Target, description: 'Set targets and follow your progress towards them.' },
  'View Workouts': { icon: ClipboardList, description: 'Browse upcoming and recently completed workouts.' },
  'AI Program Generator': {
    icon: Brain,
    description: 'Answer a few questions and get a multi-week strength program.',
  },
  'AI Equipment Image Scan': {
    icon: Camera,
    description: 'Identify your equipment from the photos you uploaded.',
  },
};
