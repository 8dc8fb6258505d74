declare module 'virtual:landing-text' {
  /** SCREEN_TEXT.landing of @liftwise/domain, inlined at build time (scripts/landing-text-plugin.ts). */
  export const LANDING_TEXT: typeof import('@liftwise/domain')['SCREEN_TEXT']['landing'];
}
