/**
 * The words of the app when the network is gone or a new version has arrived (issue 20; the spec quotes none of
 * them). The banner says what still works and promises nothing about changes: while offline they fail, with their
 * own toasts. An area of its own, apart from `APP_SHELL_TEXT`, so every page's first load does not carry words
 * that the lazily loaded offline support alone shows (decision 0032).
 */
export const OFFLINE_SCREEN_TEXT = /* @__PURE__ */ (() =>
  ({
    offline: {
      banner:
        "You are offline. Your plans and history stay available; changes can't be saved until you're back online.",
      /** The installed app's update prompt: the new version waits for the athlete instead of replacing the page. */
      updateReady: 'A new version is ready',
      reload: 'Reload',
    },
  }) as const)();
