import type { PushTarget, Queries, UserRow } from '@liftwise/db';
import type {
  Coach,
  DataChange,
  EquipmentScanner,
  PhotoStore,
  PushNotificationPayload,
} from '@liftwise/domain';

/** Who is calling: the user row the session middleware found, the one shape the whole server uses. */
export type SessionUser = UserRow;

export interface Context {
  /**
   * Who the session names. For a query this is known from the session cookie before the session check is
   * answered (it travels with the query's first read); `account` is the proof.
   */
  user: { id: string } | null;
  /**
   * The signed-in athlete's row once the session is proven; rejects with UNAUTHORIZED when it is not valid. A
   * protected procedure answers only after it, and a read that needs the row (its training version) asks it after
   * starting the reads it can, so they share the check's trip.
   */
  account: () => Promise<SessionUser>;
  queries: Queries;
  /** The clock, injectable so tests can fix "today". */
  now: () => Date;
  /** True only when the configuration says development (env.ts): then errors carry their stack and raw message. */
  isDevelopment: boolean;
  /**
   * Seeds the default equipment catalogue (initializeDefaultEquipment) and returns the stored counts, or null where
   * the catalogue is seeded before a deploy, as migrations are (Workers: its data and the seeding code stay out of
   * the bundle).
   */
  seedCatalogue: (() => Promise<{ categories: number; equipment: number }>) | null;
  /** Answers the AI calls: the built-in coach, or a configured model checked against it. */
  coach: Coach;
  /** Counts one AI call of the athlete's; false once they are over the coach's rate limit. */
  allowCoachCall: (userId: string) => Promise<boolean>;
  /** Counts one export or import of the athlete's whole data; false once they are over its rate limit. */
  allowDataTransfer: (userId: string) => Promise<boolean>;
  /** Model requests an athlete may make per UTC day (AI_DAILY_REQUESTS), counted in queries.aiUsage. */
  aiDailyRequests: number;
  /** Identifies equipment in photos: a vision model, or unavailable with what to configure. */
  scanner: EquipmentScanner;
  /** The bytes of the athlete's equipment photos; their rows are in queries.photos. */
  photoStore: PhotoStore;
  /**
   * Tells the athlete's open devices what a successful mutation changed (the real-time stream);
   * called once per mutation by `protectedProcedure`, never by a procedure. Must not throw: the write is done.
   */
  publishChange: (userId: string, change: DataChange) => void;
  /** Notifications on the athlete's devices: the server's push identity and a send that never delays an answer. */
  push: PushNotifier;
  /** Counts one test notification of the athlete's; false once they are over its rate limit. */
  allowTestPush: (userId: string) => Promise<boolean>;
}

export interface PushNotifier {
  /** The VAPID public key browsers subscribe with; null when the server has no keys (no notifications). */
  publicKey: string | null;
  /**
   * Sends `payload` to one device after the call is answered (never throws: a failure is logged, a subscription
   * the push service says is gone is removed).
   */
  sendLater: (target: PushTarget, payload: PushNotificationPayload) => void;
  /**
   * The athlete's rest alert row was written for `dueAt` (epoch ms): whatever sends it at that instant (a timer in
   * the Node process, the athlete's Durable Object's alarm) is set, replacing the one before. Never throws.
   */
  restAlertScheduled: (userId: string, dueAt: number) => void;
  /** The athlete's rest alert row was deleted: its timer or alarm goes too. Never throws. */
  restAlertCancelled: (userId: string) => void;
}

/** The context inside a protected procedure: a session was found. */
export type AuthedContext = Context & { user: { id: string } };
