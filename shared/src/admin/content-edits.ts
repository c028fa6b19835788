/*
 * Admin edits of seeded content (the spelling word bank, the dictation passages; docs/admin.md). The content pack's
 * items stay as the seed wrote them; every item an admin adds, edits, hides or shows is an edit stored beside them,
 * which the seed never rewrites. What anyone reads is the seeded content with the edits laid over it.
 */

/** An admin's edit as stored: the whole item, whether it is hidden, and its version (1 at the first save). */
export interface ContentEdit<T> { readonly item: T; readonly hidden: boolean; readonly version: number }

/** An item as the console sees it: hidden or not, its version (0 until edited) and where it comes from. */
export interface EditedItem<T> { readonly item: T; readonly hidden: boolean; readonly version: number; readonly origin: 'seed' | 'admin' }

/**
 * Each seeded item replaced by its edit when there is one, then the items admins added (an edit of an id the seed
 * does not hold: added by an admin, or dropped from a later content pack), in the seed's order then the edits'.
 */
export function overlayEdits<T>(seeded: readonly T[], edits: readonly ContentEdit<T>[], idOf: (item: T) => string): EditedItem<T>[] {
  const byId = new Map(edits.map((edit) => [idOf(edit.item), edit]));
  const seededIds = new Set(seeded.map(idOf));
  const fromSeed = seeded.map((item): EditedItem<T> => {
    const edit = byId.get(idOf(item));
    return edit ? { ...edit, origin: 'seed' } : { item, hidden: false, version: 0, origin: 'seed' };
  });
  const added = edits.filter((edit) => !seededIds.has(idOf(edit.item))).map((edit): EditedItem<T> => ({ ...edit, origin: 'admin' }));
  return [...fromSeed, ...added];
}

/** What learners are served: the items no admin hid. */
export function shownItems<T>(merged: readonly EditedItem<T>[]): T[] {
  return merged.filter((entry) => !entry.hidden).map((entry) => entry.item);
}
