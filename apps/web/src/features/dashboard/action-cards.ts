import { DASHBOARD_SCREEN_TEXT } from '@liftwise/domain';
import { Brain, CalendarDays, Camera, ClipboardList, Dumbbell, type LucideIcon, Target } from 'lucide-react';

const CARD = DASHBOARD_SCREEN_TEXT.dashboard.actions;

/** How each of the domain's action cards (spec §2) looks, by its title: its icon and a line saying what it is for. */
export const ACTION_CARD_LOOKS: Record<string, { icon: LucideIcon; description: string }> = {
  [CARD.manageEquipment]: {
    icon: Dumbbell,
    description: 'Keep your home, gym and travel equipment up to date.',
  },
  [CARD.viewScheduledWorkouts]: {
    icon: CalendarDays,
    description: 'See the workouts planned for the days ahead.',
  },
  [CARD.manageGoals]: { icon: Target, description: 'Set targets and follow your progress towards them.' },
  [CARD.viewWorkouts]: {
    icon: ClipboardList,
    description: 'Browse upcoming and recently completed workouts.',
  },
  [CARD.aiProgramGenerator]: {
    icon: Brain,
    description: 'Answer a few questions and get a multi-week strength program.',
  },
  [CARD.aiEquipmentImageScan]: {
    icon: Camera,
    description: 'Identify your equipment from the photos you uploaded.',
  },
};
