/** What a key does on the review screen. */
export type ReviewCommand = 'next' | 'previous' | 'approve' | 'edit' | 'lot' | 'undo';

const COMMANDS: Record<string, ReviewCommand> = {
  ArrowRight: 'next',
  ArrowDown: 'next',
  j: 'next',
  ArrowLeft: 'previous',
  ArrowUp: 'previous',
  k: 'previous',
  a: 'approve',
  Enter: 'approve',
  e: 'edit',
  l: 'lot',
  u: 'undo',
};

export const KEY_LEGEND: { keys: string[]; action: string }[] = [
  { keys: ['←', '→', 'J', 'K'], action: 'move' },
  { keys: ['A', 'Enter'], action: 'approve' },
  { keys: ['E'], action: 'edit' },
  { keys: ['L'], action: 'send low-FMV to lot' },
  { keys: ['U'], action: 'undo the last approval' },
];

export interface KeyPress {
  key: string;
  /** A photo is open full size (the focus may not have moved into it yet). */
  photoZoomed?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  /** The element that has focus. */
  target?: {
    tagName?: string;
    isContentEditable?: boolean;
    closest?: (selector: string) => unknown;
  } | null;
}

const TYPING_TAGS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);
/**
 * Dialogs, drawers, open dropdowns and a photo zoomed full size: their keys are their own (in the zoomed photo
 * the arrows flip between front and back, and Enter must not approve the card behind it).
 */
const IN_A_DIALOG = '.ant-modal, .ant-drawer, .ant-select-dropdown, .ant-image-preview-wrap';

/**
 * The command for a key press, or null when the key means something else: with a modifier, while
 * typing in a field, in a dialog or a zoomed photo, or on a button or link (where Enter already has a meaning).
 */
export function commandFor(press: KeyPress): ReviewCommand | null {
  if (press.ctrlKey || press.metaKey || press.altKey || press.photoZoomed) return null;
  const target = press.target;
  if (target) {
    if (target.isContentEditable || TYPING_TAGS.has(target.tagName ?? '')) return null;
    if (target.closest?.(IN_A_DIALOG)) return null;
    if (press.key === 'Enter' && (target.tagName === 'BUTTON' || target.tagName === 'A'))
      return null;
  }
  const key = press.key.length === 1 ? press.key.toLowerCase() : press.key;
  return COMMANDS[key] ?? null;
}

/** True while a photo is open full size: its preview stays in the page, hidden, once closed. */
export function photoZoomed(page: Pick<Document, 'querySelectorAll'>): boolean {
  return [...page.querySelectorAll<HTMLElement>('.ant-image-preview-wrap')].some(
    (wrap) => wrap.style.display !== 'none',
  );
}

/** The selection after a move, kept inside the list. */
export function moveSelection(index: number, command: 'next' | 'previous', length: number): number {
  if (length === 0) return 0;
  const next = command === 'next' ? index + 1 : index - 1;
  return Math.min(Math.max(next, 0), length - 1);
}
