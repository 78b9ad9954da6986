const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a path or body id can be a row's id at all (anything else is simply not found). */
export function isUuid(id: string): boolean {
  return UUID.test(id);
}
