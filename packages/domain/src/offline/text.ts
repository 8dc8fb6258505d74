/**
 * The words of the app when the network is gone or a new version has arrived (the spec quotes none of
 * them). The banner says what still works and how many changes wait to be sent. An area of its own, apart from `APP_SHELL_TEXT`, so every page's first load does not carry words
 * that the lazily loaded offline support alone shows.
 */
export const OFFLINE_SCREEN_TEXT = /* @__PURE__ */ (() =>
  ({
    offline: {
      banner:
        "You are offline. Your plans and history stay available; changes are kept on this device and saved when you're back online.",
      /** The installed app's update prompt: the new version waits for the athlete instead of replacing the page. */
      updateReady: 'A new version is ready',
      reload: 'Reload',
      /** The outbox: changes made offline, sent when the connection returns. */
      changesWaiting: (count: number) =>
        count === 1 ? '1 change waiting to be saved' : `${count} changes waiting to be saved`,
      /** A kept change the server refused on a replay: its own failure toast was shown; here it waits for the athlete. */
      changeRefused: (reason: string) => (reason ? `Not saved: ${reason}` : 'Not saved'),
      tryAgain: 'Try again',
      discard: 'Discard',
      signOutWithChanges: (count: number) =>
        `${count === 1 ? '1 change' : `${count} changes`} made on this device ${count === 1 ? 'has' : 'have'} not been saved yet. Signing out now loses ${count === 1 ? 'it' : 'them'}. Sign out anyway?`,
    },
  }) as const)();
