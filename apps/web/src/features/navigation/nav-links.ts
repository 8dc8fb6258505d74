import type { LinkProps } from '@tanstack/react-router';

export interface NavLink {
  label: string;
  to: LinkProps['to'];
}

/** Spec §2 "Top navigation", signed in, desktop: the links beside the profile. */
export const DESKTOP_LINKS: NavLink[] = [
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'Schedule', to: '/schedule' },
  { label: 'Workouts', to: '/workouts' },
];

/** Spec §2: the dropdown's entries, in order; the profile link and Sign Out follow them. */
export const MENU_LINKS: NavLink[] = [
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'Schedule', to: '/schedule' },
  { label: 'Workouts', to: '/workouts' },
  { label: 'Equipment', to: '/equipment' },
  { label: 'AI Equipment Scanner', to: '/equipment-image-processor' },
  { label: 'Goals', to: '/goals' },
  { label: 'AI Program Generator', to: '/create-program' },
];

/** Signed out: in-page anchors of the landing page (absolute, so they also work from the 404 page). */
export const LANDING_ANCHORS = [
  { label: 'Features', href: '/#features' },
  { label: 'Pricing', href: '/#pricing' },
  { label: 'About', href: '/#about' },
] as const;
