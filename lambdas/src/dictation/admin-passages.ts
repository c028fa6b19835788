import { Refusal } from '@plume/shared';
import type { EditedItem } from '@plume/shared/admin/content-edits';
import {
  adminLevelPassages, newPassageId, type AdminAddDictationPassageRequest, type AdminDictationPassage, type AdminListDictationPassagesRequest,
  type AdminUpdateDictationPassageRequest,
} from '@plume/shared/dictation/admin';
import { inflectionCoverage } from '@plume/shared/dictation/inflection-words';
import type { DictationPassage } from '@plume/shared/dictation';
import { getAdminBank, savePassageEdit, type BankPassage } from '#dictation/data/dictations';
import { fullInflectionTable } from './lexicon.ts';

/** The dictation passages in the admin console (docs/admin.md): list a level, add a passage, edit, hide or show one. */

const toAdmin = ({ item: { passage, inflections }, hidden, version, origin }: EditedItem<BankPassage>): AdminDictationPassage =>
  ({ ...passage, hidden, version, origin, coverage: inflectionCoverage(passage, inflections) });

export async function listAdminPassages(request: AdminListDictationPassagesRequest): Promise<AdminDictationPassage[]> {
  return adminLevelPassages((await getAdminBank()).map(toAdmin), request.level, request.search);
}

/**
 * Adds a passage under an id derived from its level and title (a passage already there, seeded or added, is a 409),
 * with its full inflection table from the Lefff, as the build gives a seeded passage.
 */
export async function addAdminPassage(request: AdminAddDictationPassageRequest, adminSub: string): Promise<AdminDictationPassage> {
  const { source, ...fields } = request;
  const passage: DictationPassage = { id: newPassageId(request.level, request.title), ...fields, ...(source ? { source } : {}) };
  if ((await getAdminBank()).some((existing) => existing.item.passage.id === passage.id)) throw new Refusal('conflict', 'dictation_passage_exists');
  const bank = { passage, inflections: await fullInflectionTable(passage) };
  // Two admins adding the same title at once: the conditional write lets one through.
  if (!(await savePassageEdit(bank, false, 0, adminSub))) throw new Refusal('conflict', 'dictation_passage_exists');
  return toAdmin({ item: bank, hidden: false, version: 1, origin: 'admin' });
}

/**
 * Replaces a passage's fields and hidden flag over the version the admin read; its id and level never change. A text
 * left as it was keeps its table; a new text gets its full table from the Lefff.
 */
export async function updateAdminPassage(request: AdminUpdateDictationPassageRequest, adminSub: string): Promise<AdminDictationPassage> {
  const current = (await getAdminBank()).find((existing) => existing.item.passage.id === request.id);
  if (!current) throw new Refusal('not_found', 'dictation_passage_not_found');
  if (current.version !== request.version) throw new Refusal('conflict', 'dictation_passage_stale');
  const { version, hidden, source, ...fields } = request;
  const passage: DictationPassage = { ...fields, level: current.item.passage.level, ...(source ? { source } : {}) };
  const inflections = passage.text === current.item.passage.text ? current.item.inflections : await fullInflectionTable(passage);
  const bank = { passage, inflections };
  if (!(await savePassageEdit(bank, hidden, version, adminSub))) throw new Refusal('conflict', 'dictation_passage_stale');
  return toAdmin({ item: bank, hidden, version: version + 1, origin: current.origin });
}
