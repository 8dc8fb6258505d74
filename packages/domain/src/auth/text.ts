/**
 * The sign-in popup's own pages (ours: the spec shows the provider's popup, not these). The default OIDC button name
 * is used when OIDC_NAME is not set: "Continue with single sign-on".
 */
export const SIGN_IN_TEXT = {
  failedTitle: 'Sign-in did not complete',
  nothingChanged: 'Nothing was changed.',
  backToApp: 'Back to Liftwise',
  /** The provider cannot be used now (unreachable, or set up wrongly): not the person's doing, nor theirs to fix. */
  providerUnavailable: (provider: string) =>
    `Sign-in with ${provider} is not available right now. Please try again later.`,
  oidcDefaultName: 'single sign-on',
} as const;
