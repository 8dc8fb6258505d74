import { DEFAULT_EQUIPMENT_DATA, DEFAULT_EQUIPMENT_LOCATIONS, equipmentInputSchema } from '@liftwise/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue, seedDefaultData } from '../seed.ts';
import { createTestDb, createTestUser } from '../testing.ts';
import { createEquipmentQueries } from './equipment.ts';

let testDb: Awaited<ReturnType<typeof createTestDb>>;
let equipment: ReturnType<typeof createEquipmentQueries>;
beforeAll(async () => {
  testDb = await createTestDb();
  equipment = createEquipmentQueries(testDb.db);
});
afterAll(() => testDb.dispose());

const now = new Date('2026-03-01T10:00:00Z');
const later = new Date('2026-03-01T11:00:00Z');

async function newUser(name: string): Promise<string> {
  return (await createTestUser(testDb.db, name, now)).id;
}

const bar = equipmentInputSchema.parse({
  name: 'Olympic Barbell',
  category: 'Free Weights',
  subcategory: 'Barbells',
  specifications: { weight: '20 kg', range: { min: 5, max: 50, unit: 'lb' }, grips: ['wide'] },
});
const { locationIds: _, ...barWrite } = bar;

async function count(table: string): Promise<number> {
  const result = await testDb.db.$client.execute(`select count(*) as n from ${table}`);
  return Number(result.rows[0]?.n);
}

describe('default catalogue', () => {
  it('is empty until seeded, then reads back as authored', async () => {
    expect(await equipment.catalogue.get()).toEqual({ categories: [], equipment: [] });
    const counts = await seedDefaultData(testDb.db);
    expect(counts).toEqual({
      categories: DEFAULT_EQUIPMENT_DATA.categories.length,
      equipment: DEFAULT_EQUIPMENT_DATA.equipment.length,
    });
    expect(await equipment.catalogue.get()).toEqual(DEFAULT_EQUIPMENT_DATA);
  });
  it('seeding twice leaves one copy', async () => {
    await seedDefaultData(testDb.db);
    await seedDefaultData(testDb.db);
    expect(await count('equipment_categories')).toBe(DEFAULT_EQUIPMENT_DATA.categories.length);
    expect(await count('default_equipment')).toBe(DEFAULT_EQUIPMENT_DATA.equipment.length);
  });
  it('a changed catalogue replaces the stored one: renamed items change in place, dropped ones go', async () => {
    const [first, second] = DEFAULT_EQUIPMENT_DATA.equipment;
    if (!first || !second) throw new Error('catalogue too small');
    const smaller = {
      categories: DEFAULT_EQUIPMENT_DATA.categories,
      equipment: [{ ...first, name: 'Renamed' }, second],
    };
    expect(await seedCatalogue(testDb.db, smaller)).toEqual({
      categories: DEFAULT_EQUIPMENT_DATA.categories.length,
      equipment: 2,
    });
    expect((await equipment.catalogue.get()).equipment).toEqual(smaller.equipment);
    await seedDefaultData(testDb.db);
    expect(await equipment.catalogue.get()).toEqual(DEFAULT_EQUIPMENT_DATA);
  });
  it('refuses an inconsistent catalogue without touching the stored one', async () => {
    const broken = { categories: [], equipment: DEFAULT_EQUIPMENT_DATA.equipment };
    await expect(seedCatalogue(testDb.db, broken)).rejects.toThrow(/unknown category/);
    expect(await count('default_equipment')).toBe(DEFAULT_EQUIPMENT_DATA.equipment.length);
  });
});

describe('equipment locations', () => {
  it('the first read creates Home (active), Gym and Travel; later reads keep them', async () => {
    const userId = await newUser('loc-first');
    const created = await equipment.locations.listOrCreate(userId, DEFAULT_EQUIPMENT_LOCATIONS, now);
    expect(created.map(({ name, active }) => ({ name, active }))).toEqual([
      { name: 'Home', active: true },
      { name: 'Gym', active: false },
      { name: 'Travel', active: false },
    ]);
    expect(await equipment.locations.listOrCreate(userId, DEFAULT_EQUIPMENT_LOCATIONS, later)).toEqual(
      created,
    );
  });
  it('two first reads at once still leave one set', async () => {
    const userId = await newUser('loc-race');
    await Promise.all([
      equipment.locations.listOrCreate(userId, DEFAULT_EQUIPMENT_LOCATIONS, now),
      equipment.locations.listOrCreate(userId, DEFAULT_EQUIPMENT_LOCATIONS, now),
    ]);
    const locations = await equipment.locations.list(userId);
    expect(locations.map((location) => location.name)).toEqual(['Home', 'Gym', 'Travel']);
    expect(locations.filter((location) => location.active)).toHaveLength(1);
  });
  it('adds, renames and switches the active location, only for its owner', async () => {
    const userId = await newUser('loc-owner');
    const other = await newUser('loc-other');
    const [home] = await equipment.locations.listOrCreate(userId, DEFAULT_EQUIPMENT_LOCATIONS, now);
    if (!home) throw new Error('no Home');
    const garage = await equipment.locations.add(userId, 'Garage', later);
    expect(garage).toMatchObject({ name: 'Garage', active: false });
    expect(await equipment.locations.rename(userId, home.id, 'House')).toMatchObject({
      name: 'House',
      active: true,
    });
    const switched = await equipment.locations.setActive(userId, garage.id);
    expect(switched?.filter((location) => location.active).map((location) => location.id)).toEqual([
      garage.id,
    ]);

    expect(await equipment.locations.rename(other, home.id, 'Mine')).toBeNull();
    expect(await equipment.locations.setActive(other, home.id)).toBeNull();
    expect((await equipment.locations.list(userId)).find((location) => location.id === home.id)?.name).toBe(
      'House',
    );
    expect(await equipment.locations.list(other)).toEqual([]);
  });
  it('refuses a second active location (the index keeps exactly one)', async () => {
    const userId = await newUser('loc-index');
    const [home] = await equipment.locations.listOrCreate(userId, DEFAULT_EQUIPMENT_LOCATIONS, now);
    await expect(
      testDb.db.$client.execute({
        sql: 'update equipment_locations set active = 1 where user_id = ? and id != ?',
        args: [userId, home?.id ?? ''],
      }),
    ).rejects.toThrow(/UNIQUE/);
  });
});

describe('user equipment', () => {
  it('adds items with their locations and lists them newest first', async () => {
    const userId = await newUser('eq-list');
    const [home, gym] = await equipment.locations.listOrCreate(userId, DEFAULT_EQUIPMENT_LOCATIONS, now);
    if (!home || !gym) throw new Error('no locations');
    const [first] = await equipment.items.add(userId, [{ item: barWrite, locationIds: [home.id] }], now);
    const added = await equipment.items.add(
      userId,
      [
        { item: { ...barWrite, name: 'Rower' }, locationIds: [gym.id] },
        { item: { ...barWrite, name: 'Bench' }, locationIds: [home.id, gym.id] },
      ],
      later,
    );
    expect(first).toMatchObject({ ...barWrite, locationIds: [home.id] });
    const list = await equipment.items.list(userId);
    expect(list.map((item) => item.name)).toEqual(['Bench', 'Rower', 'Olympic Barbell']);
    expect(await equipment.items.count(userId)).toBe(3);
    expect(list[0]?.locationIds.toSorted()).toEqual([home.id, gym.id].toSorted());
    expect(list).toEqual(expect.arrayContaining([...added, first]));
    expect(await equipment.items.get(userId, first?.id ?? '')).toEqual(first);
  });
  it('updates an item and keeps or replaces its locations', async () => {
    const userId = await newUser('eq-update');
    const [home, gym] = await equipment.locations.listOrCreate(userId, DEFAULT_EQUIPMENT_LOCATIONS, now);
    if (!home || !gym) throw new Error('no locations');
    const [item] = await equipment.items.add(userId, [{ item: barWrite, locationIds: [home.id] }], now);
    const id = item?.id ?? '';
    const kept = await equipment.items.update(userId, id, { ...barWrite, status: 'Fair' }, undefined, later);
    expect(kept.ok && kept.value.equipment).toMatchObject({ status: 'Fair', locationIds: [home.id] });
    const moved = await equipment.items.update(userId, id, { ...barWrite, name: 'Bar' }, [gym.id], later);
    expect(moved.ok && moved.value).toMatchObject({
      equipment: { name: 'Bar', status: 'Excellent', locationIds: [gym.id] },
      previousImageUrl: '',
    });
    expect(await equipment.items.list(userId)).toEqual([moved.ok && moved.value.equipment]);
  });
  it("another athlete's item reads as none: no get, update or delete", async () => {
    const owner = await newUser('eq-owner');
    const intruder = await newUser('eq-intruder');
    const [home] = await equipment.locations.listOrCreate(owner, DEFAULT_EQUIPMENT_LOCATIONS, now);
    const [intruderHome] = await equipment.locations.listOrCreate(intruder, DEFAULT_EQUIPMENT_LOCATIONS, now);
    const [item] = await equipment.items.add(owner, [{ item: barWrite, locationIds: [home?.id ?? ''] }], now);
    const id = item?.id ?? '';
    expect(await equipment.items.get(intruder, id)).toBeNull();
    expect(
      await equipment.items.update(intruder, id, { ...barWrite, name: 'Mine' }, undefined, later),
    ).toEqual({ ok: false, reason: 'not-found' });
    expect(
      await equipment.items.update(
        intruder,
        id,
        { ...barWrite, name: 'Mine' },
        [intruderHome?.id ?? ''],
        later,
      ),
    ).toEqual({ ok: false, reason: 'not-found' });
    expect(await equipment.items.remove(intruder, id)).toBeNull();
    expect(await equipment.items.list(intruder)).toEqual([]);
    expect(await equipment.items.list(owner)).toEqual([item]);
  });
  it('deleting an item removes its location links; deleting the athlete removes everything', async () => {
    const userId = await newUser('eq-delete');
    const [home] = await equipment.locations.listOrCreate(userId, DEFAULT_EQUIPMENT_LOCATIONS, now);
    const items = await equipment.items.add(
      userId,
      [
        { item: barWrite, locationIds: [home?.id ?? ''] },
        { item: barWrite, locationIds: [home?.id ?? ''] },
      ],
      now,
    );
    const links = async () => {
      const result = await testDb.db.$client.execute({
        sql: 'select count(*) as n from user_equipment_locations where user_id = ?',
        args: [userId],
      });
      return Number(result.rows[0]?.n);
    };
    expect(await links()).toBe(2);
    expect(await equipment.items.remove(userId, items[0]?.id ?? '')).toEqual({ imageUrl: '' });
    expect(await equipment.items.remove(userId, items[0]?.id ?? '')).toBeNull();
    expect(await links()).toBe(1);
    await testDb.db.$client.execute({ sql: 'delete from users where id = ?', args: [userId] });
    expect(await links()).toBe(0);
    expect(await equipment.items.list(userId)).toEqual([]);
    expect(await equipment.locations.list(userId)).toEqual([]);
  });
});
