import { LIMITS } from '@liftwise/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestHarness } from '../testing.ts';

let harness: Awaited<ReturnType<typeof createTestHarness>>;
beforeAll(async () => {
  harness = await createTestHarness();
});
afterAll(() => harness.dispose());

describe('profile procedures', () => {
  it('round-trips: none at first, saved, then updated', async () => {
    const user = await harness.signUp('Dana Lift');
    const caller = harness.callerFor(user);

    expect(await caller.getProfile()).toBeNull();

    const { profile: saved } = await caller.saveProfile({ profileData: { sex: 'Female' } });
    expect(saved).toMatchObject({
      userId: user.id,
      email: user.email,
      displayName: 'Dana Lift',
      sex: 'Female',
    });
    expect(saved.birthYear).toBeUndefined();

    const { profile: updated } = await caller.updateProfile({ updates: { birthYear: 1990 } });
    expect(updated).toMatchObject({ sex: 'Female', birthYear: 1990 });
    expect(await caller.getProfile()).toMatchObject({ sex: 'Female', birthYear: 1990 });

    const { profile: cleared } = await caller.updateProfile({ updates: { sex: null } });
    expect(cleared.sex).toBeUndefined();
    expect(cleared.birthYear).toBe(1990);
  });

  it.each([1899, new Date().getUTCFullYear() + 1, 1990.5])(
    'refuses birth year %s with the spec message',
    async (birthYear) => {
      const caller = harness.callerFor(await harness.signUp());
      await expect(caller.saveProfile({ profileData: { birthYear } })).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: expect.stringContaining('Please enter a valid birth year'),
      });
      expect(await caller.getProfile()).toBeNull();
    },
  );

  it('accepts the bounds 1900 and the current year', async () => {
    const caller = harness.callerFor(await harness.signUp());
    await caller.saveProfile({ profileData: { birthYear: 1900 } });
    const { profile } = await caller.updateProfile({ updates: { birthYear: new Date().getUTCFullYear() } });
    expect(profile.birthYear).toBe(new Date().getUTCFullYear());
  });

  it('refuses a sex outside the spec options', async () => {
    const caller = harness.callerFor(await harness.signUp());
    // @ts-expect-error: the point is a value the type forbids
    await expect(caller.saveProfile({ profileData: { sex: 'Robot' } })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });

  it('updateProfile without a saved profile is not found', async () => {
    const caller = harness.callerFor(await harness.signUp());
    await expect(caller.updateProfile({ updates: { sex: 'Male' } })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it("a second user can neither read nor change the first user's profile", async () => {
    const first = harness.callerFor(await harness.signUp('First'));
    const secondUser = await harness.signUp('Second');
    const second = harness.callerFor(secondUser);
    await first.saveProfile({ profileData: { sex: 'Male', birthYear: 1980 } });

    expect(await second.getProfile()).toBeNull();
    await expect(second.updateProfile({ updates: { birthYear: 2000 } })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    const { profile } = await second.saveProfile({ profileData: { birthYear: 2001 } });
    expect(profile.userId).toBe(secondUser.id);

    expect(await first.getProfile()).toMatchObject({ sex: 'Male', birthYear: 1980 });
  });

  it('works for an athlete whose provider sent a 300-character display name', async () => {
    const caller = harness.callerFor(await harness.signUp('N'.repeat(300)));
    const { profile } = await caller.saveProfile({ profileData: { birthYear: 1990 } });
    expect(profile.displayName).toBe('N'.repeat(LIMITS.name));
    expect(await caller.getProfile()).toMatchObject({
      displayName: 'N'.repeat(LIMITS.name),
      birthYear: 1990,
    });
  });
});
