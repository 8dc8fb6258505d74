import { ROUTES } from '@liftwise/domain';

/** A page the navigation links to: one of the spec's fixed routes (§2), never a retyped path. */
type FixedRoute = Extract<(typeof ROUTES)[keyof typeof ROUTES], string>;

export interface NavLink {
  label: string;
  to: FixedRoute;
}

/** Spec §2 "Top navigation", signed in, desktop: the links beside the profile. */
export const DESKTOP_LINKS: NavLink[] = [
  { label: 'Dashboard', to: ROUTES.dashboard },
  { label: 'Schedule', to: ROUTES.schedule },
  { label: 'Workouts', to: ROUTES.workouts },
];

/** Spec §2: the dropdown's entries, in order; the profile link and Sign Out follow them. */
export const MENU_LINKS: NavLink[] = [
  ...DESKTOP_LINKS,
  { label: 'Equipment', to: ROUTES.equipment },
  { label: 'AI Equipment Scanner', to: ROUTES.equipmentImageProcessor },
  { label: 'Goals', to: ROUTES.goals },
  { label: 'AI Program Generator', to: ROUTES.createProgram },
];

/** Signed out: in-page anchors of the landing page (absolute, so they also work from the 404 page). */
export const LANDING_ANCHORS = [
  { label: 'Features', href: `${ROUTES.home}#features` },
  { label: 'Pricing', href: `${ROUTES.home}#pricing` },
  { label: 'About', href: `${ROUTES.home}#about` },
] as const;
