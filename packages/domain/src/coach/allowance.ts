/**
 * An athlete's daily allowance of model requests: every request to a hosted model — a coach answer, its
 * repair, a transport retry, a scan — spends one first, so one athlete cannot run up the model's bill. The server
 * keeps the count in the database (it holds across processes and Workers isolates); the built-in coach spends
 * nothing.
 */
export interface ModelAllowance {
  /** Model requests an athlete may make in one UTC day. */
  readonly dailyRequests: number;
  /** Takes one request from today's allowance; false, taking nothing, when none is left. */
  spend(): Promise<boolean>;
}

/** What the athlete reads when today's allowance is used up (after 'Failed to process equipment images: '). */
export const AI_ALLOWANCE_MESSAGES = {
  /** '(50 model requests)': the allowance, as the fallback reason names it too. */
  allowance: (dailyRequests: number) =>
    `Today's AI allowance (${dailyRequests} model ${dailyRequests === 1 ? 'request' : 'requests'})`,
  spent: (dailyRequests: number) =>
    `${AI_ALLOWANCE_MESSAGES.allowance(dailyRequests)} is used up; it renews at midnight UTC.`,
} as const;

/** A model request refused before it was sent: today's allowance is used up. */
export class ModelAllowanceSpentError extends Error {
  readonly dailyRequests: number;

  constructor(dailyRequests: number) {
    super(AI_ALLOWANCE_MESSAGES.spent(dailyRequests));
    this.name = 'ModelAllowanceSpentError';
    this.dailyRequests = dailyRequests;
  }
}

/** Spends one request of `allowance` (none given: nothing to count), or throws ModelAllowanceSpentError. */
export async function spendModelRequest(allowance: ModelAllowance | undefined): Promise<void> {
  if (allowance && !(await allowance.spend())) throw new ModelAllowanceSpentError(allowance.dailyRequests);
}
