import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Outbox } from '#web/lib/outbox/outbox.ts';
import { SIGN_IN_SESSION_QUERY_KEY } from '#web/lib/sign-in-session-query-key.ts';
import { isNoNetworkError, reportRequestOutcome } from './connection-status.ts';
import { OfflineBanner } from './offline-banner.tsx';
import { registerServiceWorker } from './service-worker.ts';

/**
 * What makes the app work offline, loaded after the first paint by the root (never in a page's first load): the
 * service worker's registration, once the page has loaded, the offline banner, fed by the app's requests, and the
 * replay of the changes kept on the device.
 */
export default function OfflineSupport() {
  const queryClient = useQueryClient();
  const [outbox, setOutbox] = useState<Outbox>();

  // Changes kept while offline are sent at start and each time the browser says the network is back.
  useEffect(() => {
    let replayOnline: (() => void) | undefined;
    let stopped = false;
    void import('#web/lib/outbox/app-outbox.ts').then(({ outbox }) => {
      if (stopped) return;
      setOutbox(outbox);
      replayOnline = () => void outbox.replay();
      window.addEventListener('online', replayOnline);
      void outbox.replay();
    });
    return () => {
      stopped = true;
      if (replayOnline) window.removeEventListener('online', replayOnline);
    };
  }, []);

  useEffect(() => {
    if (document.readyState === 'complete') registerServiceWorker();
    else window.addEventListener('load', registerServiceWorker, { once: true });
  }, []);

  useEffect(() => {
    const onOutcome = (status: string, error: unknown) => {
      if (status === 'success') reportRequestOutcome('answered');
      else if (status === 'error') reportRequestOutcome(isNoNetworkError(error) ? 'no-network' : 'answered');
    };
    const queries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated') onOutcome(event.query.state.status, event.query.state.error);
    });
    const mutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.mutation)
        onOutcome(event.mutation.state.status, event.mutation.state.error);
    });
    const recheckSession = () => void queryClient.invalidateQueries({ queryKey: SIGN_IN_SESSION_QUERY_KEY });
    // Opened offline, the app went on with the last athlete it knew: back online, the server has the last word.
    window.addEventListener('online', recheckSession);
    return () => {
      queries();
      mutations();
      window.removeEventListener('online', recheckSession);
    };
  }, [queryClient]);

  return <OfflineBanner outbox={outbox} />;
}
