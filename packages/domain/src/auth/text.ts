import { PRODUCT_NAME } from '../constants/product.ts';

/**
 * The sign-in popup's own pages (ours: the spec shows the provider's popup, not these). The default OIDC button name
 * is used when OIDC_NAME is not set: "Continue with single sign-on".
 */
export const SIGN_IN_TEXT = {
  failedTitle: 'Sign-in did not complete',
  nothingChanged: 'Nothing was changed.',
  backToApp: `Back to ${PRODUCT_NAME}`,
  /** The chooser of providers, and the tab title of every page of the popup's after the page's own. */
  chooserTitle: 'Sign in',
  chooserHeading: `Sign in to ${PRODUCT_NAME}`,
  continueWith: (provider: string) => `Continue with ${provider}`,
  pageTitle: (title: string) => `${title} · ${PRODUCT_NAME}`,
  /** The popup turned tab, with no app window left to tell. */
  signedInTitle: 'Signed in',
  signedIn: 'You are signed in.',
  continueToApp: `Continue to ${PRODUCT_NAME}`,
  /** The provider cannot be used now (unreachable, or set up wrongly): not the person's doing, nor theirs to fix. */
  providerUnavailable: (provider: string) =>
    `Sign-in with ${provider} is not available right now. Please try again later.`,
  oidcDefaultName: 'single sign-on',
} as const;

/**
 * The local identity provider's pages (ours: the sign-in for trying the app on one computer, no password), and why
 * a step of it could not go on. The form's field messages are the sign-in schema's.
 */
export const LOCAL_SIGN_IN_TEXT = {
  title: 'Sign in',
  heading: `Sign in to ${PRODUCT_NAME}`,
  note: `This is the local sign-in for trying ${PRODUCT_NAME} on this computer: any email and name will do, no password needed. The same email brings you back to the same data.`,
  email: 'Email',
  emailPlaceholder: 'you@example.com',
  displayName: 'Display name',
  displayNamePlaceholder: 'Your name',
  signIn: 'Sign in',
  cancel: 'Cancel',
  emailInvalid: 'Enter a valid email address',
  nameMissing: 'Enter a display name',
  nameTooLong: (max: number) => `Use at most ${max} characters`,
  problemTitle: 'Sign-in problem',
  requestInvalid: 'This sign-in request is not valid.',
  stepUnavailable: 'This sign-in step is not available.',
  methodNotAllowed: 'Method not allowed.',
  expired: 'This sign-in has expired. Close this window and try again.',
  formTooLarge: 'The form was too large. Go back and try again.',
  failed: 'Something went wrong.',
} as const;
