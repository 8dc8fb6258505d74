import { DASHBOARD_SCREEN_TEXT } from '@liftwise/domain';
import { Brain, CalendarDays, Camera, ClipboardList, Dumbbell, type LucideIcon, Target } from 'lucide-react';

const CARD = DASHBOARD_SCREEN_TEXT.dashboard.actions;
const SAYS = DASHBOARD_SCREEN_TEXT.dashboard.actionDescriptions;

/** How each of the domain's action cards (spec §2) looks, by its title: its icon and a line saying what it is for. */
export const ACTION_CARD_LOOKS: Record<string, { icon: LucideIcon; description: string }> = {
  [CARD.manageEquipment]: {
    icon: Dumbbell,
    description: SAYS.manageEquipment,
  },
  [CARD.viewScheduledWorkouts]: {
    icon: CalendarDays,
    description: SAYS.viewScheduledWorkouts,
  },
  [CARD.manageGoals]: { icon: Target, description: SAYS.manageGoals },
  [CARD.viewWorkouts]: {
    icon: ClipboardList,
    description: SAYS.viewWorkouts,
  },
  [CARD.aiProgramGenerator]: {
    icon: Brain,
    description: SAYS.aiProgramGenerator,
  },
  [CARD.aiEquipmentImageScan]: {
    icon: Camera,
    description: SAYS.aiEquipmentImageScan,
  },
};
