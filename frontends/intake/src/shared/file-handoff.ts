/**
 * Files dropped on another intake page (e.g. /cards) on their way to /upload. Both pages live in
 * the same remote, so a module-level hand-off is enough; it is emptied when /upload takes it.
 */
let handedOver: File[] = [];

export function handOverFiles(files: File[]): void {
  handedOver = [...handedOver, ...files];
}

export function takeHandedOverFiles(): File[] {
  const files = handedOver;
  handedOver = [];
  return files;
}
