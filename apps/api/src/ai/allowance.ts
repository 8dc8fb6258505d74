/**
 * Model requests an athlete may make per UTC day unless AI_DAILY_REQUESTS says otherwise. A coach answer
 * takes 1-2 requests (its answer and at most one repair, plus a transport retry when a connection drops) and a scan
 * 1, so 50 is some 25 AI answers a day: more than a person training asks for, while a script that loops is stopped
 * at a known cost. Counted in the database (queries.aiUsage), so it holds across processes and isolates.
 */
export const DEFAULT_AI_DAILY_REQUESTS = 50;
