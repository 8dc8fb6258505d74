import type { EquipmentImageItem } from '@liftwise/domain';

/**
 * The hand-off from the image scanner's 'Add to my equipment' to the add form: one item, kept in memory and
 * cleared once the form has read it, so a later visit to the add form starts empty. A reload loses it, which
 * only costs a blank form.
 */
let draft: EquipmentImageItem | undefined;

export function offerEquipmentDraft(item: EquipmentImageItem): void {
  draft = item;
}

/** Read during render (may run twice in development), cleared by `clearEquipmentDraft` in an effect. */
export function peekEquipmentDraft(): EquipmentImageItem | undefined {
  return draft;
}

export function clearEquipmentDraft(): void {
  draft = undefined;
}
