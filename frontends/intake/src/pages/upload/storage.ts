import type { ProcessBatchRequest } from '@pennant/contracts';

/** The batch's storage location as the dealer types it (all optional). */
export interface StorageInput {
  box: string;
  row: string;
  firstSlot: string;
}

export const EMPTY_STORAGE: StorageInput = { box: '', row: '', firstSlot: '' };

const CODE = /^[A-Za-z0-9]{1,8}$/;
const SLOT = /^\d{1,8}$/;

/** What is wrong with each field, in words; an empty object when the location can be sent. */
export function storageProblems(input: StorageInput): Partial<Record<keyof StorageInput, string>> {
  const problems: Partial<Record<keyof StorageInput, string>> = {};
  if (input.box.trim() && !CODE.test(input.box.trim())) problems.box = 'Up to 8 letters or digits';
  if (input.row.trim() && !CODE.test(input.row.trim())) problems.row = 'Up to 8 letters or digits';
  const slot = input.firstSlot.trim();
  if (slot && (!SLOT.test(slot) || Number(slot) < 1)) problems.firstSlot = 'A slot number from 1';
  return problems;
}

/**
 * `storage` for POST /api/cards/process-batch: each card gets the box and row, and slots count up
 * from the first. Nothing when no field is filled (or one is invalid: the form says so first).
 */
export function batchStorage(input: StorageInput): ProcessBatchRequest['storage'] {
  if (Object.keys(storageProblems(input)).length > 0) return undefined;
  const storage: NonNullable<ProcessBatchRequest['storage']> = {};
  if (input.box.trim()) storage.box = input.box.trim();
  if (input.row.trim()) storage.row = input.row.trim();
  if (input.firstSlot.trim()) storage.firstSlot = Number(input.firstSlot.trim());
  return Object.keys(storage).length > 0 ? storage : undefined;
}
