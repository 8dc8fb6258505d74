declare module 'virtual:landing-text' {
  /** APP_SHELL_TEXT.landing of @liftwise/domain, inlined at build time (scripts/landing-text-plugin.ts). */
  export const LANDING_TEXT: typeof import('@liftwise/domain')['APP_SHELL_TEXT']['landing'];
  /** APP_SHELL_TEXT.navigation of @liftwise/domain, inlined the same way. */
  export const NAVIGATION_TEXT: typeof import('@liftwise/domain')['APP_SHELL_TEXT']['navigation'];
}

declare module 'virtual:landing-features' {
  /** LANDING_FEATURES of @liftwise/domain, inlined at build time (scripts/landing-text-plugin.ts). */
  export const LANDING_FEATURES: typeof import('@liftwise/domain')['LANDING_FEATURES'];
}
