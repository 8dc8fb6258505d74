import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { aiUsage } from '../schema/ai-usage.ts';

/** The UTC day of an instant, `YYYY-MM-DD`: the allowance renews at midnight UTC, the same for every server. */
function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** An athlete's model requests per UTC day. Every function takes the user id first. */
export function createAiUsageQueries(db: Db) {
  return {
    /**
     * Counts one model request of the athlete's on `at`'s UTC day if fewer than `dailyLimit` were counted, in one
     * statement (an upsert whose update is conditional), so requests at once from any number of processes never
     * pass the limit. False, counting nothing, once it is reached.
     */
    async spend(userId: string, at: Date, dailyLimit: number): Promise<boolean> {
      if (dailyLimit <= 0) return false;
      const rows = await db
        .insert(aiUsage)
        .values({ userId, day: utcDay(at), requests: 1 })
        .onConflictDoUpdate({
          target: [aiUsage.userId, aiUsage.day],
          set: { requests: sql`${aiUsage.requests} + 1` },
          setWhere: sql`${aiUsage.requests} < ${dailyLimit}`,
        })
        .returning({ requests: aiUsage.requests });
      return rows.length > 0;
    },

    /** Requests counted on `at`'s UTC day. */
    async requestsOn(userId: string, at: Date): Promise<number> {
      const [row] = await db
        .select({ requests: aiUsage.requests })
        .from(aiUsage)
        .where(and(eq(aiUsage.userId, userId), eq(aiUsage.day, utcDay(at))))
        .limit(1);
      return row?.requests ?? 0;
    },
  };
}

export type AiUsageQueries = ReturnType<typeof createAiUsageQueries>;
