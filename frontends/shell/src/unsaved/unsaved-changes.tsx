import { App } from 'antd';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  type ReactNode,
} from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { leaveQuestionText } from './form-changes';

/**
 * Which parts of the screen hold changes the dealer has not saved, for the shell to ask before they go:
 * the shell's own links and buttons ask through `confirmLeave`, any other move to another page (the
 * browser's Back and Forward, a remote's link) is held by the router's blocker and asked the same way,
 * and a reload or closed tab asks through `beforeunload`.
 */
interface UnsavedChangesRegistry {
  /** Marks `key` (shown to the dealer as `label`) as holding unsaved changes, or not (`null`). */
  mark: (key: string, label: string | null) => void;
  /** The labels of the parts holding unsaved changes, `except` the asking one. */
  unsavedLabels: (except?: string) => string[];
  /**
   * Runs `leave` at once when nothing is unsaved, else after the dealer agrees to discard the changes;
   * `stay` runs when the dealer keeps editing instead.
   */
  confirmLeave: (leave: () => void, stay?: () => void) => void;
}

const NOTHING_TRACKED: UnsavedChangesRegistry = {
  mark: () => undefined,
  unsavedLabels: () => [],
  confirmLeave: (leave) => leave(),
};

const UnsavedChangesContext = createContext<UnsavedChangesRegistry>(NOTHING_TRACKED);

export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  const { modal } = App.useApp();
  const unsaved = useRef(new Map<string, string>());

  useEffect(() => {
    const askBeforeUnload = (event: BeforeUnloadEvent) => {
      if (unsaved.current.size === 0) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set; the text shown is the browser's own.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', askBeforeUnload);
    return () => window.removeEventListener('beforeunload', askBeforeUnload);
  }, []);

  const mark = useCallback((key: string, label: string | null) => {
    if (label === null) unsaved.current.delete(key);
    else unsaved.current.set(key, label);
  }, []);

  const unsavedLabels = useCallback(
    (except?: string) =>
      [...unsaved.current.entries()].filter(([key]) => key !== except).map(([, label]) => label),
    [],
  );

  const confirmLeave = useCallback(
    (leave: () => void, stay?: () => void) => {
      const labels = unsavedLabels();
      if (labels.length === 0) return leave();
      modal.confirm({
        title: 'Leave without saving?',
        content: leaveQuestionText(labels),
        okText: 'Leave without saving',
        okButtonProps: { danger: true },
        cancelText: 'Keep editing',
        // Enter must not throw the changes away: the safe answer has the focus.
        autoFocusButton: 'cancel',
        onOk: () => {
          // The dealer chose to let them go: a page unload that follows must not ask again.
          unsaved.current.clear();
          leave();
        },
        onCancel: stay,
      });
    },
    [modal, unsavedLabels],
  );

  useBlockedLeave(unsavedLabels, confirmLeave);

  const registry = useMemo(
    () => ({ mark, unsavedLabels, confirmLeave }),
    [mark, unsavedLabels, confirmLeave],
  );
  return (
    <UnsavedChangesContext.Provider value={registry}>{children}</UnsavedChangesContext.Provider>
  );
}

/**
 * Holds a move to another page while something is unsaved, and asks as the shell's links do. A move within
 * the page (a tab, a filter, an edit panel's `?edit=`) keeps every form mounted, so it is never held.
 */
function useBlockedLeave(
  unsavedLabels: () => string[],
  confirmLeave: UnsavedChangesRegistry['confirmLeave'],
): void {
  const leavesPage = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && unsavedLabels().length > 0,
    [unsavedLabels],
  );
  const blocker = useBlocker(leavesPage);
  useEffect(() => {
    if (blocker.state === 'blocked') confirmLeave(blocker.proceed, blocker.reset);
  }, [blocker, confirmLeave]);
}

/**
 * Tells the shell that the part `key` (named `label` to the dealer) holds unsaved changes while `dirty`.
 * Returns the labels of the other parts that do, for a save's message.
 */
export function useUnsavedChanges(key: string, label: string, dirty: boolean) {
  const { mark, unsavedLabels } = useContext(UnsavedChangesContext);
  useEffect(() => {
    mark(key, dirty ? label : null);
  }, [mark, key, label, dirty]);
  useEffect(() => () => mark(key, null), [mark, key]);
  return useCallback(() => unsavedLabels(key), [unsavedLabels, key]);
}

/** `confirmLeave` of the shell's registry: wraps a navigation that would discard unsaved changes. */
export function useConfirmLeave() {
  return useContext(UnsavedChangesContext).confirmLeave;
}
