import {
  isRestEndInBounds,
  PUSH_MESSAGES,
  PUSH_TEXT,
  pushDeviceInputSchema,
  restAlertPayload,
  savePushSubscriptionInputSchema,
  scheduleRestAlertInputSchema,
} from '@liftwise/domain';
import { TRPCError } from '@trpc/server';
import type { AuthedContext } from '../context.ts';
import { protectedProcedure, router } from '../trpc.ts';

/** A save or a test notification on a server without VAPID keys: nothing it could send, said so. */
function refuseUnconfigured(ctx: AuthedContext): void {
  if (!ctx.push.publicKey)
    throw new TRPCError({ code: 'PRECONDITION_FAILED', message: PUSH_MESSAGES.unconfigured });
}

/**
 * Notifications on the athlete's devices: the key a browser subscribes with, its subscription saved per device
 * (at most MAX_PUSH_DEVICES), the list with a remove, and a test notification to check one device.
 */
export const pushRouter = router({
  /** The server's VAPID public key (null: no notifications on this server) and the athlete's devices, newest first. */
  getPushDevices: protectedProcedure.query(async ({ ctx }) => {
    const devices = await ctx.queries.pushSubscriptions.list(ctx.user.id);
    return { publicKey: ctx.push.publicKey, devices };
  }),

  /** This device's subscription: added, or updated when the browser's endpoint is saved already. */
  savePushSubscription: protectedProcedure
    .meta({ onlyWritesToDatabase: true })
    .input(savePushSubscriptionInputSchema)
    .mutation(async ({ ctx, input }) => {
      refuseUnconfigured(ctx);
      const device = await ctx.queries.pushSubscriptions.save(
        ctx.user.id,
        { endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth, label: input.label },
        ctx.now(),
      );
      // The zone the server's workout reminders count this athlete's times in.
      if (input.timeZone) await ctx.queries.profiles.setTimeZone(ctx.user.id, input.timeZone, ctx.now());
      return { device };
    }),

  /** Stops notifications on one of the athlete's devices; NOT_FOUND when they have none with that id. */
  removePushDevice: protectedProcedure
    .meta({ onlyWritesToDatabase: true })
    .input(pushDeviceInputSchema)
    .mutation(async ({ ctx, input }) => {
      if (!(await ctx.queries.pushSubscriptions.remove(ctx.user.id, input.deviceId)))
        throw new TRPCError({ code: 'NOT_FOUND', message: PUSH_MESSAGES.deviceNotFound });
      return { deviceId: input.deviceId };
    }),

  /** A notification to one of the athlete's devices, sent after the answer, so they can see that it arrives. */
  sendTestNotification: protectedProcedure.input(pushDeviceInputSchema).mutation(async ({ ctx, input }) => {
    refuseUnconfigured(ctx);
    if (!(await ctx.allowTestPush(ctx.user.id)))
      throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: PUSH_MESSAGES.testRateLimited });
    const target = await ctx.queries.pushSubscriptions.target(ctx.user.id, input.deviceId);
    if (!target) throw new TRPCError({ code: 'NOT_FOUND', message: PUSH_MESSAGES.deviceNotFound });
    ctx.push.sendLater(target, {
      title: PUSH_TEXT.testTitle,
      body: PUSH_TEXT.testBody,
      url: '/profile',
      tag: 'test',
    });
    return { deviceId: input.deviceId };
  }),

  /**
   * The push at the end of the live session's rest ('Rest Complete' with the next set): one per athlete, so a new
   * rest replaces the one before and a server holds at most one timer per athlete. Written first, so the session's
   * proof rides in its batch; the timer is set only once the row is kept.
   */
  scheduleRestAlert: protectedProcedure
    .meta({ onlyWritesToDatabase: true })
    .input(scheduleRestAlertInputSchema)
    .mutation(async ({ ctx, input }) => {
      refuseUnconfigured(ctx);
      if (!isRestEndInBounds(input.endsAt, ctx.now().getTime()))
        throw new TRPCError({ code: 'BAD_REQUEST', message: PUSH_MESSAGES.invalidRestEnd });
      await ctx.queries.restAlerts.schedule(ctx.user.id, input.endsAt, restAlertPayload(input));
      ctx.push.restAlertScheduled(ctx.user.id, input.endsAt);
      return { endsAt: input.endsAt };
    }),

  /** The rest was skipped, paused, finished or replaced by no rest: its push is not sent. */
  cancelRestAlert: protectedProcedure.meta({ onlyWritesToDatabase: true }).mutation(async ({ ctx }) => {
    const cancelled = await ctx.queries.restAlerts.cancel(ctx.user.id);
    ctx.push.restAlertCancelled(ctx.user.id);
    return { cancelled };
  }),
});
