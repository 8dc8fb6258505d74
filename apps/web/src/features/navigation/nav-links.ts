import { NAVIGATION_TEXT } from 'virtual:landing-text';
import { ROUTES } from '@liftwise/domain';

/** A page the navigation links to: one of the spec's fixed routes (§2), never a retyped path. */
type FixedRoute = Extract<(typeof ROUTES)[keyof typeof ROUTES], string>;

export interface NavLink {
  label: string;
  to: FixedRoute;
}

/** Spec §2 "Top navigation", signed in, desktop: the links beside the profile. */
export const DESKTOP_LINKS: NavLink[] = [
  { label: NAVIGATION_TEXT.dashboard, to: ROUTES.dashboard },
  { label: NAVIGATION_TEXT.schedule, to: ROUTES.schedule },
  { label: NAVIGATION_TEXT.workouts, to: ROUTES.workouts },
];

/** Spec §2: the dropdown's entries, in order; the profile link and Sign Out follow them. */
export const MENU_LINKS: NavLink[] = [
  ...DESKTOP_LINKS,
  { label: NAVIGATION_TEXT.exercises, to: ROUTES.exercises },
  { label: NAVIGATION_TEXT.equipment, to: ROUTES.equipment },
  { label: NAVIGATION_TEXT.aiEquipmentScanner, to: ROUTES.equipmentImageProcessor },
  { label: NAVIGATION_TEXT.goals, to: ROUTES.goals },
  { label: NAVIGATION_TEXT.aiProgramGenerator, to: ROUTES.createProgram },
];

/** Signed out: in-page anchors of the landing page (absolute, so they also work from the 404 page). */
export const LANDING_ANCHORS = [
  { label: NAVIGATION_TEXT.features, href: `${ROUTES.home}#features` },
  { label: NAVIGATION_TEXT.pricing, href: `${ROUTES.home}#pricing` },
  { label: NAVIGATION_TEXT.about, href: `${ROUTES.home}#about` },
] as const;
