import { seedDefaultData } from '@liftwise/db/migrate';
import {
  DEFAULT_EQUIPMENT_DATA,
  EQUIPMENT_MESSAGES,
  EQUIPMENT_SERVER_MESSAGES,
  type EquipmentInput,
  LIMITS,
  MAX_EQUIPMENT_LOCATIONS,
  MAX_USER_EQUIPMENT,
} from '@liftwise/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestHarness } from '../testing.ts';

let harness: Awaited<ReturnType<typeof createTestHarness>>;
beforeAll(async () => {
  harness = await createTestHarness();
});
afterAll(() => harness.dispose());

async function athlete() {
  return harness.callerFor(await harness.signUp());
}

const bench: EquipmentInput = {
  name: 'Adjustable Bench',
  category: 'Benches',
  subcategory: 'Adjustable Benches',
  status: 'Good',
  availability: { always: false, timeRestrictions: [], notes: 'Reserved' },
  specifications: { 'max load': '700 lb', incline: { min: -20, max: 85, unit: '°' }, adjustable: true },
};

describe('default catalogue procedures', () => {
  it('reads empty lists before seeding; initialize seeds once, however often it is called', async () => {
    const caller = await athlete();
    expect(await caller.getDefaultEquipment()).toEqual({ categories: [], equipment: [] });
    const counts = {
      categories: DEFAULT_EQUIPMENT_DATA.categories.length,
      equipment: DEFAULT_EQUIPMENT_DATA.equipment.length,
    };
    expect(await caller.initializeDefaultEquipment()).toEqual(counts);
    expect(await caller.initializeDefaultEquipment()).toEqual(counts);
    expect(await caller.getDefaultEquipment()).toEqual(DEFAULT_EQUIPMENT_DATA);
  });
});

describe('initializeDefaultEquipment on a server without a catalogue of its own (Workers)', () => {
  it('seeds nothing and reports what was seeded before the deploy', async () => {
    const workers = await createTestHarness(undefined, false);
    try {
      const caller = workers.callerFor(await workers.signUp());
      expect(await caller.initializeDefaultEquipment()).toEqual({ categories: 0, equipment: 0 });
      const seededFromNode = await seedDefaultData(workers.db);
      expect(await caller.initializeDefaultEquipment()).toEqual(seededFromNode);
    } finally {
      workers.dispose();
    }
  });
});

describe('equipment location procedures', () => {
  it('the first read creates Home, Gym and Travel with exactly one active', async () => {
    const caller = await athlete();
    const { locations } = await caller.getEquipmentLocations();
    expect(locations.map(({ name, active }) => ({ name, active }))).toEqual([
      { name: 'Home', active: true },
      { name: 'Gym', active: false },
      { name: 'Travel', active: false },
    ]);
    expect((await caller.getEquipmentLocations()).locations).toEqual(locations);
  });

  it('adds, renames and switches locations', async () => {
    const caller = await athlete();
    const { location: garage } = await caller.addEquipmentLocation({ name: ' Garage ' });
    expect(garage).toMatchObject({ name: 'Garage', active: false });
    const { location: renamed } = await caller.renameEquipmentLocation({
      locationId: garage.id,
      name: 'Shed',
    });
    expect(renamed).toEqual({ ...garage, name: 'Shed' });
    const { locations } = await caller.setActiveEquipmentLocation({ locationId: garage.id });
    expect(locations.filter((location) => location.active)).toEqual([{ ...renamed, active: true }]);
    expect(locations.map((location) => location.name)).toEqual(['Home', 'Gym', 'Travel', 'Shed']);
    // Changing only the case of its own name is a rename, not a clash.
    await expect(
      caller.renameEquipmentLocation({ locationId: garage.id, name: 'SHED' }),
    ).resolves.toBeTruthy();
  });

  it('refuses blank, taken and too many names with a clear message', async () => {
    const caller = await athlete();
    const { locations } = await caller.getEquipmentLocations();
    const [home, gym] = locations;
    if (!home || !gym) throw new Error('no defaults');
    await expect(caller.addEquipmentLocation({ name: '  ' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining(EQUIPMENT_SERVER_MESSAGES.locationNameRequired),
    });
    await expect(
      caller.addEquipmentLocation({ name: 'x'.repeat(LIMITS.shortText + 1) }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(caller.addEquipmentLocation({ name: 'gym' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: EQUIPMENT_SERVER_MESSAGES.locationNameTaken,
    });
    await expect(caller.renameEquipmentLocation({ locationId: gym.id, name: 'HOME' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: EQUIPMENT_SERVER_MESSAGES.locationNameTaken,
    });
    for (let i = locations.length; i < MAX_EQUIPMENT_LOCATIONS; i++) {
      await caller.addEquipmentLocation({ name: `Place ${i}` });
    }
    await expect(caller.addEquipmentLocation({ name: 'One more' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: EQUIPMENT_SERVER_MESSAGES.tooManyLocations,
    });
  });
});

describe('user equipment procedures', () => {
  it('round-trips: add to the active location, list newest first, update, delete', async () => {
    const caller = await athlete();
    expect(await caller.getUserEquipment()).toEqual({ equipment: [] });
    const { locations } = await caller.getEquipmentLocations();
    const [home, gym] = locations;
    if (!home || !gym) throw new Error('no defaults');

    const { equipment: added } = await caller.addUserEquipment({ equipment: [bench] });
    expect(added).toEqual([
      {
        id: expect.any(String),
        ...bench,
        imageUrl: '',
        description: '',
        locationIds: [home.id],
        updatedAt: expect.any(String),
      },
    ]);
    const [first] = added;
    if (!first) throw new Error('nothing added');

    const { equipment: fromCatalogue } = await caller.addUserEquipment({
      equipment: [
        { name: 'Treadmill', category: 'Cardio', subcategory: 'Treadmills', locationIds: [gym.id, home.id] },
        { name: 'Rowing Machine', category: 'Cardio', subcategory: 'Rowers', locationIds: [gym.id] },
      ],
    });
    expect(fromCatalogue.map((item) => item.status)).toEqual(['Excellent', 'Excellent']);
    const listed = (await caller.getUserEquipment()).equipment;
    expect(listed.map((item) => item.name).slice(-1)).toEqual(['Adjustable Bench']);
    expect(listed).toHaveLength(3);
    expect(listed).toEqual(expect.arrayContaining([...fromCatalogue, first]));

    const { equipment: updated } = await caller.updateUserEquipment({
      equipmentId: first.id,
      equipment: { ...bench, name: 'Bench', status: 'Needs Repair', locationIds: [gym.id] },
    });
    expect(updated).toMatchObject({
      id: first.id,
      name: 'Bench',
      status: 'Needs Repair',
      locationIds: [gym.id],
    });
    const { equipment: kept } = await caller.updateUserEquipment({
      equipmentId: first.id,
      equipment: { ...bench, name: 'Bench' },
    });
    expect(kept.locationIds).toEqual([gym.id]);

    expect(await caller.deleteUserEquipment({ equipmentId: first.id })).toEqual({ success: true });
    expect((await caller.getUserEquipment()).equipment.map((item) => item.id)).not.toContain(first.id);
    await expect(caller.deleteUserEquipment({ equipmentId: first.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('adding before any location read still lands in the active location (Home)', async () => {
    const caller = await athlete();
    const { equipment } = await caller.addUserEquipment({ equipment: [bench] });
    const { locations } = await caller.getEquipmentLocations();
    expect(equipment[0]?.locationIds).toEqual([locations.find((location) => location.active)?.id]);
  });

  it("a second athlete gets NOT_FOUND for the first one's equipment and locations, and cannot use them", async () => {
    const owner = await athlete();
    const intruder = await athlete();
    const [home] = (await owner.getEquipmentLocations()).locations;
    if (!home) throw new Error('no Home');
    const { equipment } = await owner.addUserEquipment({ equipment: [bench] });
    const item = equipment[0];
    if (!item) throw new Error('nothing added');
    const notFound = { code: 'NOT_FOUND' };

    expect(await intruder.getUserEquipment()).toEqual({ equipment: [] });
    await expect(
      intruder.updateUserEquipment({ equipmentId: item.id, equipment: bench }),
    ).rejects.toMatchObject({
      ...notFound,
      message: EQUIPMENT_SERVER_MESSAGES.equipmentNotFound,
    });
    await expect(intruder.deleteUserEquipment({ equipmentId: item.id })).rejects.toMatchObject(notFound);
    await expect(
      intruder.renameEquipmentLocation({ locationId: home.id, name: 'Mine' }),
    ).rejects.toMatchObject({
      ...notFound,
      message: EQUIPMENT_SERVER_MESSAGES.locationNotFound,
    });
    await expect(intruder.setActiveEquipmentLocation({ locationId: home.id })).rejects.toMatchObject(
      notFound,
    );
    const unknownLocation = { code: 'BAD_REQUEST', message: EQUIPMENT_SERVER_MESSAGES.unknownLocation };
    await expect(
      intruder.addUserEquipment({ equipment: [{ ...bench, locationIds: [home.id] }] }),
    ).rejects.toMatchObject(unknownLocation);
    const { equipment: own } = await intruder.addUserEquipment({ equipment: [bench] });
    await expect(
      intruder.updateUserEquipment({
        equipmentId: own[0]?.id ?? '',
        equipment: { ...bench, locationIds: [home.id] },
      }),
    ).rejects.toMatchObject(unknownLocation);

    expect((await owner.getUserEquipment()).equipment).toEqual([item]);
    expect((await owner.getEquipmentLocations()).locations.map((location) => location.name)).toEqual([
      'Home',
      'Gym',
      'Travel',
    ]);
  });

  it('refuses inputs outside the bounds with a clear message', async () => {
    const caller = await athlete();
    // A caller sees zod's issues as the message; over HTTP the error formatter keeps the first one (trpc.ts).
    const refused = (message: string) => ({ code: 'BAD_REQUEST', message: expect.stringContaining(message) });
    await expect(caller.addUserEquipment({ equipment: [{ ...bench, name: ' ' }] })).rejects.toMatchObject(
      refused(EQUIPMENT_MESSAGES.nameRequired),
    );
    await expect(caller.addUserEquipment({ equipment: [{ ...bench, category: '' }] })).rejects.toMatchObject(
      refused(EQUIPMENT_MESSAGES.categoryRequired),
    );
    await expect(
      caller.updateUserEquipment({ equipmentId: 'x', equipment: { ...bench, subcategory: '' } }),
    ).rejects.toMatchObject(refused(EQUIPMENT_MESSAGES.subcategoryRequired));
    await expect(
      caller.addUserEquipment({ equipment: [{ ...bench, locationIds: [] }] }),
    ).rejects.toMatchObject(refused(EQUIPMENT_SERVER_MESSAGES.locationRequired));
    await expect(caller.addUserEquipment({ equipment: [] })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    const tooMany = Array.from({ length: LIMITS.equipmentPerRequest + 1 }, () => bench);
    await expect(caller.addUserEquipment({ equipment: tooMany })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    const deep = { a: { b: { c: { d: { e: 'too deep' } } } } };
    await expect(
      caller.addUserEquipment({ equipment: [{ ...bench, specifications: deep }] }),
    ).rejects.toMatchObject(refused(`Specifications may nest at most ${LIMITS.specificationDepth} levels`));
    await expect(
      // @ts-expect-error: the add form has no Poor (spec §4)
      caller.addUserEquipment({ equipment: [{ ...bench, status: 'Poor' }] }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(caller.deleteUserEquipment({ equipmentId: '' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect(await caller.getUserEquipment()).toEqual({ equipment: [] });
  });

  it(`keeps at most ${MAX_USER_EQUIPMENT} items per athlete`, async () => {
    const caller = await athlete();
    const batch = Array.from({ length: LIMITS.equipmentPerRequest }, () => bench);
    for (let stored = 0; stored < MAX_USER_EQUIPMENT; stored += batch.length) {
      await caller.addUserEquipment({ equipment: batch });
    }
    await expect(caller.addUserEquipment({ equipment: [bench] })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: EQUIPMENT_SERVER_MESSAGES.tooMuchEquipment,
    });
    expect((await caller.getUserEquipment()).equipment).toHaveLength(MAX_USER_EQUIPMENT);
  });
});

describe("an item's photo", () => {
  const photoUrl = (id: string) => `/photos/${id}`;
  const photoState = async (userId: string, id: string) => {
    const photo = await harness.queries.photos.get(userId, id);
    return photo ? { processed: photo.processed, bytes: (await harness.photoStore.get(id)) !== null } : null;
  };

  it('an item takes one of the athlete’s photos, which is then marked identified for the scanner', async () => {
    const user = await harness.signUp();
    const caller = harness.callerFor(user);
    await harness.storePhoto(user.id, 'item-photo-add');

    const { equipment } = await caller.addUserEquipment({
      equipment: [{ ...bench, imageUrl: photoUrl('item-photo-add') }],
    });
    expect(equipment[0]?.imageUrl).toBe('/photos/item-photo-add');
    expect((await caller.getUserEquipment()).equipment[0]?.imageUrl).toBe('/photos/item-photo-add');
    expect(await photoState(user.id, 'item-photo-add')).toEqual({ processed: true, bytes: true });
  });

  it('replacing or removing the photo in an edit deletes the one the item showed', async () => {
    const user = await harness.signUp();
    const caller = harness.callerFor(user);
    await harness.storePhoto(user.id, 'item-photo-old');
    await harness.storePhoto(user.id, 'item-photo-new');
    const { equipment } = await caller.addUserEquipment({
      equipment: [{ ...bench, imageUrl: photoUrl('item-photo-old') }],
    });
    const id = equipment[0]?.id ?? '';

    const { equipment: replaced } = await caller.updateUserEquipment({
      equipmentId: id,
      equipment: { ...bench, imageUrl: photoUrl('item-photo-new') },
    });
    expect(replaced.imageUrl).toBe('/photos/item-photo-new');
    expect(await photoState(user.id, 'item-photo-old')).toBeNull();
    expect(await harness.photoStore.get('item-photo-old')).toBeNull();
    expect(await photoState(user.id, 'item-photo-new')).toEqual({ processed: true, bytes: true });

    // An edit that keeps the photo keeps it.
    await caller.updateUserEquipment({
      equipmentId: id,
      equipment: { ...bench, name: 'Renamed', imageUrl: photoUrl('item-photo-new') },
    });
    expect(await photoState(user.id, 'item-photo-new')).toEqual({ processed: true, bytes: true });

    const { equipment: bare } = await caller.updateUserEquipment({ equipmentId: id, equipment: bench });
    expect(bare.imageUrl).toBe('');
    expect(await photoState(user.id, 'item-photo-new')).toBeNull();
    expect(await harness.photoStore.get('item-photo-new')).toBeNull();
  });

  it('deleting the item deletes its photo, unless another item still shows it', async () => {
    const user = await harness.signUp();
    const caller = harness.callerFor(user);
    await harness.storePhoto(user.id, 'item-photo-shared');
    const shared = { ...bench, imageUrl: photoUrl('item-photo-shared') };
    const { equipment } = await caller.addUserEquipment({ equipment: [shared, { ...shared, name: 'Twin' }] });
    const [first, second] = equipment;
    if (!first || !second) throw new Error('nothing added');

    await caller.deleteUserEquipment({ equipmentId: first.id });
    expect(await photoState(user.id, 'item-photo-shared')).toEqual({ processed: true, bytes: true });
    await caller.deleteUserEquipment({ equipmentId: second.id });
    expect(await photoState(user.id, 'item-photo-shared')).toBeNull();
    expect(await harness.photoStore.get('item-photo-shared')).toBeNull();
  });

  it('deleting the photo from the photo list leaves the item without one, not with a broken image', async () => {
    const user = await harness.signUp();
    const caller = harness.callerFor(user);
    await harness.storePhoto(user.id, 'item-photo-listed');
    const { equipment } = await caller.addUserEquipment({
      equipment: [{ ...bench, imageUrl: photoUrl('item-photo-listed') }],
    });

    await caller.deleteEquipmentPhoto({ photoId: 'item-photo-listed' });
    const [item] = (await caller.getUserEquipment()).equipment;
    expect(item).toMatchObject({ id: equipment[0]?.id, imageUrl: '' });
  });

  it("refuses another athlete's photo and any address that is not a photo, and changes nothing", async () => {
    const owner = await harness.signUp();
    const intruder = harness.callerFor(await harness.signUp());
    await harness.storePhoto(owner.id, 'item-photo-owned');
    const photoNotFound = { code: 'BAD_REQUEST', message: EQUIPMENT_SERVER_MESSAGES.photoNotFound };

    await expect(
      intruder.addUserEquipment({ equipment: [{ ...bench, imageUrl: photoUrl('item-photo-owned') }] }),
    ).rejects.toMatchObject(photoNotFound);
    expect(await intruder.getUserEquipment()).toEqual({ equipment: [] });
    const { equipment } = await intruder.addUserEquipment({ equipment: [bench] });
    await expect(
      intruder.updateUserEquipment({
        equipmentId: equipment[0]?.id ?? '',
        equipment: { ...bench, imageUrl: photoUrl('item-photo-owned') },
      }),
    ).rejects.toMatchObject(photoNotFound);
    expect((await intruder.getUserEquipment()).equipment[0]?.imageUrl).toBe('');
    await expect(
      intruder.addUserEquipment({ equipment: [{ ...bench, imageUrl: 'https://tracker.example/p.gif' }] }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining(EQUIPMENT_SERVER_MESSAGES.imageUrlInvalid),
    });
    // The owner's photo is untouched: not marked, not deleted.
    expect(await photoState(owner.id, 'item-photo-owned')).toEqual({ processed: false, bytes: true });
  });
});
