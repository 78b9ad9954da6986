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
 * The command for a key press, or null when the key means something else: with a modifier, while
 * typing in a field, or on a button or link (where Enter already has a meaning).
 */
export function commandFor(press: KeyPress): ReviewCommand | null {
  if (press.ctrlKey || press.metaKey || press.altKey) return null;
  const target = press.target;
  if (target) {
    if (target.isContentEditable || TYPING_TAGS.has(target.tagName ?? '')) return null;
    if (target.closest?.('.ant-modal, .ant-drawer, .ant-select-dropdown')) return null;
    if (press.key === 'Enter' && (target.tagName === 'BUTTON' || target.tagName === 'A'))
      return null;
  }
  const key = press.key.length === 1 ? press.key.toLowerCase() : press.key;
  return COMMANDS[key] ?? null;
}

/** The selection after a move, kept inside the list. */
export function moveSelection(index: number, command: 'next' | 'previous', length: number): number {
  if (length === 0) return 0;
  const next = command === 'next' ? index + 1 : index - 1;
  return Math.min(Math.max(next, 0), length - 1);
}
