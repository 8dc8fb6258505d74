import {
  activeLocation,
  addEquipmentLocationInputSchema,
  addUserEquipmentInputSchema,
  DEFAULT_EQUIPMENT_LOCATIONS,
  deleteUserEquipmentInputSchema,
  EQUIPMENT_SERVER_MESSAGES,
  type EquipmentLocation,
  MAX_EQUIPMENT_LOCATIONS,
  type ParsedEquipmentInput,
  renameEquipmentLocationInputSchema,
  setActiveEquipmentLocationInputSchema,
  type UserEquipment,
  updateUserEquipmentInputSchema,
} from '@liftwise/domain';
import { TRPCError } from '@trpc/server';
import type * as z from 'zod/mini';
import { onceForKey } from '../client-key.ts';
import type { AuthedContext } from '../context.ts';
import { checkedItemPhotoIds, markItemPhotosIdentified, releaseItemPhoto } from '../item-photos.ts';
import { protectedProcedure, router } from '../trpc.ts';

/**
 * Spec §7 equipment calls (getDefaultEquipment, initializeDefaultEquipment, getUserEquipment, addUserEquipment),
 * the edit and delete the spec lacks, and the athlete's locations (the landing page's equipment profiles).
 */
export const equipmentRouter = router({
  /** The shared catalogue as seeded; empty lists before the first seed (the web then calls initialize). */
  getDefaultEquipment: protectedProcedure.query(({ ctx }) => ctx.queries.equipment.catalogue.get()),

  /**
   * Seeds the catalogue (idempotent: a second call leaves one copy) and returns the stored counts. Where the server
   * has no catalogue of its own (Workers) it only reports what was seeded before the deploy.
   */
  initializeDefaultEquipment: protectedProcedure.mutation(async ({ ctx }) => {
    if (ctx.seedCatalogue) return ctx.seedCatalogue();
    const { categories, equipment } = await ctx.queries.equipment.catalogue.get();
    return { categories: categories.length, equipment: equipment.length };
  }),

  /** A new athlete's first read creates Home (active), Gym and Travel. */
  getEquipmentLocations: protectedProcedure.query(async ({ ctx }) => ({ locations: await locationsOf(ctx) })),

  addEquipmentLocation: protectedProcedure
    .meta({ onlyWritesToDatabase: true })
    .input(addEquipmentLocationInputSchema)
    .mutation(async ({ ctx, input }) => {
      const locations = await locationsOf(ctx);
      if (locations.length >= MAX_EQUIPMENT_LOCATIONS) badRequest(EQUIPMENT_SERVER_MESSAGES.tooManyLocations);
      refuseTakenName(locations, input.name);
      return { location: await ctx.queries.equipment.locations.add(ctx.user.id, input.name, ctx.now()) };
    }),

  renameEquipmentLocation: protectedProcedure
    .meta({ onlyWritesToDatabase: true })
    .input(renameEquipmentLocationInputSchema)
    .mutation(async ({ ctx, input }) => {
      const locations = await locationsOf(ctx);
      if (!locations.some((location) => location.id === input.locationId)) locationNotFound();
      refuseTakenName(locations, input.name, input.locationId);
      const location = await ctx.queries.equipment.locations.rename(
        ctx.user.id,
        input.locationId,
        input.name,
      );
      return { location: location ?? locationNotFound() };
    }),

  setActiveEquipmentLocation: protectedProcedure
    .meta({ onlyWritesToDatabase: true })
    .input(setActiveEquipmentLocationInputSchema)
    .mutation(async ({ ctx, input }) => {
      const locations = await ctx.queries.equipment.locations.setActive(ctx.user.id, input.locationId);
      return { locations: locations ?? locationNotFound() };
    }),

  /** Newest first, each with the locations it belongs to. */
  getUserEquipment: protectedProcedure.query(async ({ ctx }) => ({
    equipment: await ctx.queries.equipment.items.list(ctx.user.id),
  })),

  /**
   * One item from the form, several from 'Add from catalogue'; without locationIds an item goes to the active one.
   * A photo the form attached must be the athlete's; it is then marked identified. With the
   * browser's key, a replay or a retry answers the items first added.
   */
  addUserEquipment: protectedProcedure
    .meta({ onlyWritesToDatabase: true })
    .input(addUserEquipmentInputSchema)
    .mutation(async ({ ctx, input }) => ({
      equipment: await onceForKey(
        input.clientKey,
        (key) => addedBefore(ctx, key, input.equipment.length),
        () => addEquipment(ctx, input),
      ),
    })),

  /**
   * The edit the spec lacks: the whole item; without locationIds the item keeps its locations. A photo the item
   * no longer shows is deleted. An edit made on an older version than the stored one
   * (`baseUpdatedAt`) is refused as CONFLICT.
   */
  updateUserEquipment: protectedProcedure
    .input(updateUserEquipmentInputSchema)
    .mutation(async ({ ctx, input }) => {
      const { locationIds, ...item } = input.equipment;
      const { baseUpdatedAt } = input;
      const checked = locationIds && checkedLocationIds(await locationsOf(ctx), locationIds);
      const photoIds = await checkedItemPhotoIds(ctx, [item.imageUrl]);
      // Whether the item is there, and on the version asked, comes back from the edit's own batch.
      const change = await ctx.queries.equipment.items.update(
        ctx.user.id,
        input.equipmentId,
        item,
        checked,
        ctx.now(),
        baseUpdatedAt,
      );
      if (!change.ok) return change.reason === 'changed' ? changedElsewhere() : equipmentNotFound();
      const { equipment, previousImageUrl } = change.value;
      await markItemPhotosIdentified(ctx, photoIds);
      if (previousImageUrl !== equipment.imageUrl) await releaseItemPhoto(ctx, previousImageUrl);
      return { equipment };
    }),

  /** The item's photo goes with it, unless another item shows it too. */
  deleteUserEquipment: protectedProcedure
    .input(deleteUserEquipmentInputSchema)
    .mutation(async ({ ctx, input }) => {
      const removed = await ctx.queries.equipment.items.remove(ctx.user.id, input.equipmentId);
      if (!removed) equipmentNotFound();
      await releaseItemPhoto(ctx, removed.imageUrl);
      return { success: true as const };
    }),
});

/** The add itself, into the athlete's locations (the active one by default); the database refuses one past their allowance. */
async function addEquipment(
  ctx: AuthedContext,
  input: z.output<typeof addUserEquipmentInputSchema>,
): Promise<UserEquipment[]> {
  const locations = await locationsOf(ctx);
  const fallback = activeLocation(locations);
  const items = input.equipment.map(({ locationIds, ...item }) => ({
    item,
    locationIds: checkedLocationIds(locations, locationIds) ?? (fallback ? [fallback.id] : []),
  }));
  const photoIds = await checkedItemPhotoIds(
    ctx,
    input.equipment.map((item) => item.imageUrl),
  );
  const equipment = await ctx.queries.equipment.items.add(ctx.user.id, items, ctx.now(), input.clientKey);
  await markItemPhotosIdentified(ctx, photoIds);
  return equipment;
}

/** The items an add with this key stored, as they are now; null when there was none. */
async function addedBefore(ctx: AuthedContext, key: string, count: number): Promise<UserEquipment[] | null> {
  const ids = await ctx.queries.clientKeys.equipmentIds(ctx.user.id, key, count);
  if (ids.length === 0) return null;
  const items = await Promise.all(ids.map((id) => ctx.queries.equipment.items.get(ctx.user.id, id)));
  return items.filter((item) => item !== null);
}

function locationsOf(ctx: AuthedContext): Promise<EquipmentLocation[]> {
  return ctx.queries.equipment.locations.listOrCreate(ctx.user.id, DEFAULT_EQUIPMENT_LOCATIONS, ctx.now());
}

/** Every id must name one of the athlete's locations; another athlete's reads as unknown. */
function checkedLocationIds(
  locations: readonly EquipmentLocation[],
  locationIds: ParsedEquipmentInput['locationIds'],
): string[] | undefined {
  if (!locationIds) return undefined;
  const own = new Set(locations.map((location) => location.id));
  if (!locationIds.every((id) => own.has(id))) badRequest(EQUIPMENT_SERVER_MESSAGES.unknownLocation);
  return locationIds;
}

/** Names compare case-insensitively, so 'gym' and 'Gym' are not two filters that look alike. */
function refuseTakenName(locations: readonly EquipmentLocation[], name: string, renamedId?: string) {
  const key = name.toLocaleLowerCase();
  const taken = locations.some(
    (location) => location.id !== renamedId && location.name.toLocaleLowerCase() === key,
  );
  if (taken) badRequest(EQUIPMENT_SERVER_MESSAGES.locationNameTaken);
}

function badRequest(message: string): never {
  throw new TRPCError({ code: 'BAD_REQUEST', message });
}

function equipmentNotFound(): never {
  throw new TRPCError({ code: 'NOT_FOUND', message: EQUIPMENT_SERVER_MESSAGES.equipmentNotFound });
}

/** An edit made on an older version of the item: the newer one stays. */
function changedElsewhere(): never {
  throw new TRPCError({ code: 'CONFLICT', message: EQUIPMENT_SERVER_MESSAGES.changedElsewhere });
}

function locationNotFound(): never {
  throw new TRPCError({ code: 'NOT_FOUND', message: EQUIPMENT_SERVER_MESSAGES.locationNotFound });
}
