import { formatMonthDay, PUSH_SUCCESS_TOASTS, PUSH_TEXT, PUSH_TOASTS } from '@liftwise/domain';
import { useCallback, useEffect, useState } from 'react';
import { ConfirmAction } from '#web/components/confirm-action.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Skeleton, SkeletonStatus } from '#web/components/ui/skeleton.tsx';
import { showError, showToast } from '#web/components/ui/toast.ts';
import {
  currentSubscription,
  deviceLabel,
  pushSupport,
  subscribe,
  unsubscribeIf,
} from '#web/lib/push-subscription.ts';
import { succeeded } from '#web/lib/save-failure.ts';
import { browserTimeZone } from '#web/lib/time-zone.ts';
import {
  usePushDevices,
  useRemovePushDevice,
  useSavePushSubscription,
  useSendTestNotification,
} from './api.ts';

type Device = { id: string; endpoint: string; label: string; createdAt: string };

/** This browser's subscription endpoint (undefined while it is looked up), looked up again after a change here. */
function useHereEndpoint(): [string | null | undefined, () => void] {
  const [endpoint, setEndpoint] = useState<string | null | undefined>(undefined);
  const lookUp = useCallback(() => {
    setEndpoint(undefined);
    void currentSubscription()
      .catch(() => null)
      .then((subscription) => setEndpoint(subscription?.endpoint ?? null));
  }, []);
  useEffect(lookUp, [lookUp]);
  return [endpoint, lookUp];
}

function DeviceRow({ device, here, onRemoved }: { device: Device; here: boolean; onRemoved: () => void }) {
  const remove = useRemovePushDevice();
  return (
    <li className="flex items-center justify-between gap-3 py-2">
      <div className="min-w-0">
        <p className="text-sm font-medium break-words">{device.label}</p>
        <p className="text-muted-foreground text-xs">
          {here ? `${PUSH_TEXT.thisDevice} · ` : ''}
          {PUSH_TEXT.added(formatMonthDay(device.createdAt.slice(0, 10)))}
        </p>
      </div>
      <ConfirmAction
        trigger={
          <Button
            variant="outline"
            size="sm"
            disabled={remove.isPending}
            aria-label={`${PUSH_TEXT.remove} ${device.label}`}
          >
            {PUSH_TEXT.remove}
          </Button>
        }
        title={PUSH_TEXT.removeTitle(device.label)}
        description={PUSH_TEXT.removeDescription}
        confirmLabel={PUSH_TEXT.removeConfirm}
        cancelLabel={PUSH_TEXT.cancel}
        onConfirm={async () => {
          if (!(await succeeded(remove.mutateAsync({ deviceId: device.id })))) return;
          // This browser's own: its subscription ends too, so nothing is pushed to it by a stale copy.
          if (here) await unsubscribeIf(device.endpoint).catch(() => undefined);
          showToast(PUSH_SUCCESS_TOASTS.deviceRemoved);
          onRemoved();
        }}
      />
    </li>
  );
}

/** What this browser can do: turn notifications on, or send itself a test once they are; or why it cannot. */
function ThisDevice({
  publicKey,
  here,
  onChanged,
}: {
  publicKey: string;
  here: Device | undefined;
  onChanged: () => void;
}) {
  const save = useSavePushSubscription();
  const test = useSendTestNotification();
  const [turning, setTurning] = useState(false);
  const [denied, setDenied] = useState(
    () => pushSupport() === 'supported' && Notification.permission === 'denied',
  );
  const [unsupported, setUnsupported] = useState(() => pushSupport() === 'unsupported');

  async function turnOn() {
    setTurning(true);
    try {
      const outcome = await subscribe(publicKey);
      if (!outcome.ok) {
        if (outcome.reason === 'denied') setDenied(Notification.permission === 'denied');
        else setUnsupported(true);
        return;
      }
      const { endpoint, keys } = outcome.subscription;
      // The zone goes with it: the server's workout reminders count the athlete's times in it.
      const label = deviceLabel(navigator.userAgent);
      const saved = save.mutateAsync({ endpoint, keys, label, timeZone: browserTimeZone() });
      if (await succeeded(saved)) showToast(PUSH_SUCCESS_TOASTS.notificationsOn);
      onChanged();
    } catch (error) {
      console.error('Subscribing to notifications failed.', error);
      showError(PUSH_TOASTS.turnOnFailed);
    } finally {
      setTurning(false);
    }
  }

  if (unsupported) return <p className="text-muted-foreground text-sm">{PUSH_TEXT.unsupported}</p>;
  if (denied) return <p className="text-muted-foreground text-sm">{PUSH_TEXT.denied}</p>;
  if (here)
    return (
      <div className="flex flex-col items-start gap-3">
        <p role="status" className="text-sm">
          {PUSH_TEXT.onHere}
        </p>
        <Button
          variant="outline"
          disabled={test.isPending}
          onClick={async () => {
            if (await succeeded(test.mutateAsync({ deviceId: here.id })))
              showToast(PUSH_SUCCESS_TOASTS.testSent);
          }}
        >
          {PUSH_TEXT.sendTest}
        </Button>
      </div>
    );
  return (
    <div className="flex flex-col items-start gap-3">
      <Button onClick={() => void turnOn()} disabled={turning}>
        {turning ? PUSH_TEXT.turningOn : PUSH_TEXT.turnOn}
      </Button>
    </div>
  );
}

/** The profile's 'Notifications on this device': turn them on here, and the athlete's devices with a remove. */
export function NotificationsSection() {
  const query = usePushDevices();
  const [hereEndpoint, refreshHere] = useHereEndpoint();
  const devices = query.data?.devices ?? [];
  const here = hereEndpoint ? devices.find((device) => device.endpoint === hereEndpoint) : undefined;

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{PUSH_TEXT.heading}</CardTitle>
        <CardDescription>{PUSH_TEXT.explanation}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        {query.isPending || hereEndpoint === undefined ? (
          <SkeletonStatus label={PUSH_TEXT.loading} className="space-y-3">
            <Skeleton className="h-10 w-48" />
          </SkeletonStatus>
        ) : query.data === undefined ? (
          <div className="flex flex-col items-start gap-3">
            <p className="text-muted-foreground text-sm">{PUSH_TEXT.loadFailed}</p>
            <Button variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
              {PUSH_TEXT.retry}
            </Button>
          </div>
        ) : query.data.publicKey === null ? (
          <p className="text-muted-foreground text-sm">{PUSH_TEXT.unconfigured}</p>
        ) : (
          <>
            <ThisDevice publicKey={query.data.publicKey} here={here} onChanged={refreshHere} />
            <section aria-labelledby="push-devices-heading" className="space-y-2">
              <h3 id="push-devices-heading" className="text-sm font-semibold">
                {PUSH_TEXT.devicesHeading}
              </h3>
              {devices.length === 0 ? (
                <p className="text-muted-foreground text-sm">{PUSH_TEXT.noDevices}</p>
              ) : (
                <ul className="divide-y">
                  {devices.map((device) => (
                    <DeviceRow
                      key={device.id}
                      device={device}
                      here={device.id === here?.id}
                      onRemoved={refreshHere}
                    />
                  ))}
                </ul>
              )}
            </section>
          </>
        )}
      </CardContent>
    </Card>
  );
}
