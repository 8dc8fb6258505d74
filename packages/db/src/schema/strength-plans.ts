import type { GeneratedPlan, ProgramData } from '@liftwise/domain';
import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './auth.ts';

/**
 * The spec's Strength plan (§3). The wizard's answers and the generated plan are read and written whole, so they
 * are JSON columns; generated_plan is NULL while the plan is a draft.
 */
export const strengthPlans = sqliteTable(
  'strength_plans',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    programData: text('program_data', { mode: 'json' }).$type<ProgramData>().notNull(),
    generatedPlan: text('generated_plan', { mode: 'json' }).$type<GeneratedPlan>(),
    status: text('status').notNull(),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  // The chooser lists one athlete's plans newest first.
  (table) => [index('strength_plans_user_id_created_at').on(table.userId, table.createdAt)],
);
