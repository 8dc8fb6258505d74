/**
 * This browser's localStorage, or undefined where there is none: some private modes refuse it (reading the property
 * throws), and unit tests may run without a window. The one guard every module that keeps a small note here uses.
 */
export function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
