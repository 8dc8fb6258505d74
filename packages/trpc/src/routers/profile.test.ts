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
    expect(saved).not.toHaveProperty('birthYear');

    const { profile: updated } = await caller.updateProfile({ updates: { birthYear: 1990 } });
    expect(updated).toMatchObject({ sex: 'Female', birthYear: 1990 });
    expect(await caller.getProfile()).toMatchObject({ sex: 'Female', birthYear: 1990 });

    const { profile: cleared } = await caller.updateProfile({ updates: { sex: null } });
    expect(cleared).not.toHaveProperty('sex');
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
      await expect(caller.updateProfile({ updates: { birthYear } })).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: expect.stringContaining('Please enter a valid birth year'),
      });
      expect(await caller.getProfile()).toBeNull();
    },
  );

  it('keeps the weight unit the athlete chose, kept by an update, cleared by a save without it', async () => {
    const caller = harness.callerFor(await harness.signUp());
    const { profile: saved } = await caller.saveProfile({ profileData: { weightUnit: 'kg' } });
    expect(saved.weightUnit).toBe('kg');
    const { profile: updated } = await caller.updateProfile({ updates: { birthYear: 1988 } });
    expect(updated).toMatchObject({ weightUnit: 'kg', birthYear: 1988 });
    expect((await caller.updateProfile({ updates: { weightUnit: 'lb' } })).profile.weightUnit).toBe('lb');
    // saveProfile writes the optional fields as a whole: a unit left out is unset (the browser's locale decides).
    const { profile: replaced } = await caller.saveProfile({ profileData: { sex: 'Male' } });
    expect(replaced).not.toHaveProperty('weightUnit');
    await expect(caller.saveProfile({ profileData: { weightUnit: 'stone' as 'kg' } })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect((await caller.getProfile())?.sex).toBe('Male');
  });

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

  it('saveProfile on an existing profile replaces it: a field left out is unset afterwards', async () => {
    const caller = harness.callerFor(await harness.signUp());
    await caller.saveProfile({ profileData: { sex: 'Male', birthYear: 1980 } });
    const { profile } = await caller.saveProfile({ profileData: { sex: 'Other' } });
    expect(profile).toMatchObject({ sex: 'Other' });
    expect(profile).not.toHaveProperty('birthYear');
    expect(await caller.getProfile()).not.toHaveProperty('birthYear');
  });

  it('updateProfile without a saved profile creates it', async () => {
    const caller = harness.callerFor(await harness.signUp('Newcomer'));
    const { profile } = await caller.updateProfile({ updates: { sex: 'Male' } });
    expect(profile).toMatchObject({ displayName: 'Newcomer', sex: 'Male' });
    expect(await caller.getProfile()).toMatchObject({ sex: 'Male' });
  });

  it("a second user can neither read nor change the first user's profile", async () => {
    const first = harness.callerFor(await harness.signUp('First'));
    const secondUser = await harness.signUp('Second');
    const second = harness.callerFor(secondUser);
    await first.saveProfile({ profileData: { sex: 'Male', birthYear: 1980 } });

    expect(await second.getProfile()).toBeNull();
    const { profile: updated } = await second.updateProfile({ updates: { birthYear: 2000 } });
    expect(updated.userId).toBe(secondUser.id);
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

describe('profile procedures on the context clock', () => {
  // A clock fixed in 2020: a year that is already past in real time is still in this clock's future.
  let past: Awaited<ReturnType<typeof createTestHarness>>;
  beforeAll(async () => {
    past = await createTestHarness(() => new Date('2020-06-15T12:00:00Z'));
  });
  afterAll(() => past.dispose());

  it("bounds the birth year by the context's current year, not the machine's", async () => {
    const caller = past.callerFor(await past.signUp());
    await expect(caller.saveProfile({ profileData: { birthYear: 2021 } })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Please enter a valid birth year',
    });
    const { profile } = await caller.saveProfile({ profileData: { birthYear: 2020 } });
    expect(profile).toMatchObject({ birthYear: 2020, updatedAt: '2020-06-15T12:00:00.000Z' });
  });
});
