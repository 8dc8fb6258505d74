import { describe, expect, it } from 'vitest';
import { ATHLETE_HEADER, AthleteChanges, SESSION_EXPIRES_HEADER, SESSION_HEADER } from './athlete-changes.ts';

/** The Durable Object's own routes, run in Node as workerd runs them (its class needs nothing of Workers). */
function open(object: AthleteChanges, session: string, expiresInMs: number) {
  return object.fetch(
    new Request('https://athlete/events', {
      headers: {
        [ATHLETE_HEADER]: 'athlete-1',
        [SESSION_HEADER]: session,
        [SESSION_EXPIRES_HEADER]: new Date(Date.now() + expiresInMs).toISOString(),
      },
    }),
  );
}

const tell = (object: AthleteChanges, path: string, body: unknown) =>
  object.fetch(
    new Request(`https://athlete${path}`, {
      method: 'POST',
      headers: { [ATHLETE_HEADER]: 'athlete-1' },
      body: JSON.stringify(body),
    }),
  );

describe('AthleteChanges, the Worker’s hub of one athlete', () => {
  it('sends a published change to the open stream, and ends it when its session is signed out', async () => {
    const object = new AthleteChanges();
    const stream = await open(object, 'session-1', 60_000);
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    expect((await tell(object, '/publish', { kinds: ['goals'] })).status).toBe(204);
    expect((await tell(object, '/end', { userId: 'athlete-1', sessionId: 'session-1' })).status).toBe(204);
    const text = await stream.text();
    expect(text).toContain('event: ready');
    expect(text).toContain('event: change\ndata: {"kinds":["goals"]}');
  });

  it('ends a stream when its session expires', async () => {
    const started = performance.now();
    const text = await (await open(new AthleteChanges(), 'session-2', 300)).text();
    expect(text).toContain('event: ready');
    expect(performance.now() - started).toBeGreaterThanOrEqual(250);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
