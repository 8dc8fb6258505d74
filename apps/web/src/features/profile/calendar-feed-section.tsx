import {
  CALENDAR_FEED_SCREEN_TEXT,
  CALENDAR_FEED_SUCCESS_TOASTS,
  CALENDAR_FEED_TOASTS,
  formatMonthDay,
  type ReminderLead,
} from '@liftwise/domain';
import { useState } from 'react';
import { ConfirmAction } from '#web/components/confirm-action.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { ChoiceSelect } from '#web/components/ui/choice-select.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Skeleton, SkeletonStatus } from '#web/components/ui/skeleton.tsx';
import { showError, showToast } from '#web/components/ui/toast.ts';
import { useReminderPermission } from '#web/lib/reminder-permission.ts';
import { succeeded } from '#web/lib/save-failure.ts';
import { browserTimeZone } from '#web/lib/time-zone.ts';
import { useCalendarFeed, useCreateCalendarFeed, useRevokeCalendarFeed, useSetReminderLead } from './api.ts';

const TEXT = CALENDAR_FEED_SCREEN_TEXT.calendarFeed;

/** The feed's https URL and its webcal:// twin, which opens the device's calendar app to subscribe. */
function feedUrls(path: string): { https: string; webcal: string } {
  const https = new URL(path, window.location.origin).toString();
  return { https, webcal: https.replace(/^https?:/, 'webcal:') };
}

/** The secret URL, shown once after it is made: Copy, and 'Add to calendar'. */
function FeedLink({ path }: { path: string }) {
  const { https, webcal } = feedUrls(path);
  async function copy() {
    try {
      await navigator.clipboard.writeText(https);
      showToast(CALENDAR_FEED_SUCCESS_TOASTS.linkCopied);
    } catch {
      showError(CALENDAR_FEED_TOASTS.copyFailed);
    }
  }
  return (
    <div className="space-y-2">
      <Label htmlFor="calendar-feed-url">{TEXT.urlLabel}</Label>
      <Input
        id="calendar-feed-url"
        readOnly
        value={https}
        aria-describedby="calendar-feed-url-hint"
        onFocus={(event) => event.currentTarget.select()}
      />
      <p id="calendar-feed-url-hint" className="text-muted-foreground text-sm">
        {TEXT.urlHint}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => void copy()}>
          {TEXT.copy}
        </Button>
        <Button asChild>
          <a href={webcal}>{TEXT.addToCalendar}</a>
        </Button>
      </div>
    </div>
  );
}

function RevokeButton() {
  const revoke = useRevokeCalendarFeed();
  return (
    <ConfirmAction
      trigger={
        <Button variant="destructive" disabled={revoke.isPending}>
          {TEXT.revoke}
        </Button>
      }
      title={TEXT.revokeTitle}
      description={TEXT.revokeDescription}
      confirmLabel={TEXT.revokeConfirm}
      cancelLabel={TEXT.cancel}
      onConfirm={async () => {
        if (await succeeded(revoke.mutateAsync())) showToast(CALENDAR_FEED_SUCCESS_TOASTS.feedRevoked);
      }}
    />
  );
}

function ReminderControls({ lead }: { lead: ReminderLead }) {
  const setLead = useSetReminderLead();
  const [permission, requestPermission] = useReminderPermission();
  return (
    <div className="space-y-2">
      <Label htmlFor="reminder-lead">{TEXT.leadLabel}</Label>
      <ChoiceSelect
        id="reminder-lead"
        value={lead}
        choices={TEXT.leadChoices}
        disabled={setLead.isPending}
        triggerProps={{ 'aria-describedby': 'reminder-lead-hint' }}
        onValueChange={async (value) => {
          const input = { leadTime: value as ReminderLead, timeZone: browserTimeZone() };
          if (await succeeded(setLead.mutateAsync(input))) showToast(CALENDAR_FEED_SUCCESS_TOASTS.leadSaved);
        }}
      />
      <p id="reminder-lead-hint" className="text-muted-foreground text-sm">
        {TEXT.leadHint}
      </p>
      {permission === 'default' ? (
        <Button variant="outline" onClick={() => void requestPermission()}>
          {TEXT.allowReminders}
        </Button>
      ) : (
        <p role="status" className="text-muted-foreground text-sm">
          {permission === 'granted'
            ? TEXT.remindersOn
            : permission === 'denied'
              ? TEXT.remindersBlocked
              : TEXT.remindersUnsupported}
        </p>
      )}
    </div>
  );
}

/** The profile's Calendar section — the private feed's link, its regeneration and revocation, reminders. */
export function CalendarFeedSection() {
  const query = useCalendarFeed();
  const create = useCreateCalendarFeed();
  // The secret path, known only in this page's memory from the moment it is made (only its hash is stored).
  const [path, setPath] = useState<string | null>(null);

  async function createFeed() {
    const made = create.mutateAsync({ timeZone: browserTimeZone() });
    if (!(await succeeded(made))) return;
    setPath((await made).path);
    showToast(CALENDAR_FEED_SUCCESS_TOASTS.feedCreated);
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{TEXT.title}</CardTitle>
        <CardDescription>{TEXT.description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        {query.isPending ? (
          <SkeletonStatus label={TEXT.loading} className="space-y-3">
            <Skeleton className="h-10" />
            <Skeleton className="h-10 w-40" />
          </SkeletonStatus>
        ) : query.data === undefined ? (
          <div className="flex flex-col items-start gap-3">
            <p className="text-muted-foreground text-sm">{TEXT.loadFailed}</p>
            <Button variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
              {TEXT.retry}
            </Button>
          </div>
        ) : (
          <>
            {query.data.feed ? (
              <div className="space-y-4">
                {path ? (
                  <FeedLink path={path} />
                ) : (
                  <div className="space-y-1">
                    <p className="text-sm">
                      {TEXT.active(formatMonthDay(query.data.feed.createdAt.slice(0, 10)))}
                    </p>
                    <p className="text-muted-foreground text-sm">{TEXT.activeHint}</p>
                  </div>
                )}
                <p className="text-muted-foreground text-sm">{TEXT.regenerateHint}</p>
                <div className="flex flex-wrap gap-2">
                  <ConfirmAction
                    trigger={
                      <Button variant="outline" disabled={create.isPending}>
                        {create.isPending ? TEXT.creating : TEXT.regenerate}
                      </Button>
                    }
                    title={TEXT.regenerateTitle}
                    description={TEXT.regenerateDescription}
                    confirmLabel={TEXT.regenerateConfirm}
                    cancelLabel={TEXT.cancel}
                    onConfirm={() => void createFeed()}
                  />
                  <RevokeButton />
                </div>
              </div>
            ) : (
              <div className="flex flex-col items-start gap-3">
                <p className="text-muted-foreground text-sm">{TEXT.off}</p>
                <Button onClick={() => void createFeed()} disabled={create.isPending}>
                  {create.isPending ? TEXT.creating : TEXT.create}
                </Button>
              </div>
            )}
            <ReminderControls lead={query.data.reminderLead} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
