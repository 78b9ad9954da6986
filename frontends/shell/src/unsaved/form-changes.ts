/** A value as a form field holds it, reduced to what the dealer would call "the same". */
function comparable(value: unknown): unknown {
  if (value === undefined || value === null) return '';
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return value;
  const text = value.trim();
  // "25" and "25.00" are the same markup: the API answers decimals with two places.
  return /^\d+(\.\d+)?$/.test(text) ? Number(text) : text;
}

/**
 * The fields of `current` (the form's mounted fields) whose value differs from what is saved. A field
 * the form does not show is not compared.
 */
export function changedFieldNames<T extends object>(current: Partial<T>, saved: T): Array<keyof T> {
  return (Object.keys(current) as Array<keyof T>).filter(
    (field) => comparable(current[field]) !== comparable(saved[field]),
  );
}

/** "A", "A and B", "A, B and C". */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/**
 * Added to a section's "saved" message when other sections of the page still hold changes: one Save
 * writes its own section, and the others must not look saved.
 */
export function stillUnsavedNote(sections: readonly string[]): string {
  if (sections.length === 0) return '';
  const verb = sections.length === 1 ? 'has' : 'have';
  const how =
    sections.length === 1 ? 'save it with its own button' : 'save each with its own button';
  return `${joinNames(sections)} still ${verb} unsaved changes: ${how}.`;
}

/** What the question before leaving says about the changes that would go. */
export function leaveQuestionText(sections: readonly string[]): string {
  const verb = sections.length === 1 ? 'has' : 'have';
  return `${joinNames(sections)} ${verb} changes that are not saved. Leaving this page discards them.`;
}
