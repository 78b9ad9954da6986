import type { KeyboardEvent } from 'react';

/**
 * Makes the box around a zoomable antd `Image` a button a keyboard reaches: Enter or Space opens the photo full
 * size, as a click on it does. The key goes no further (on /review, Enter approves the card). Not `tabbable`, it
 * is left out of the Tab order (a screen of many photos keeps its Tab stops for the one in hand) but still focusable.
 */
export function fullSizeOpener(label: string, tabbable = true) {
  return {
    role: 'button',
    tabIndex: tabbable ? 0 : -1,
    'aria-label': label,
    className: 'pennant-focusable',
    onKeyDown(event: KeyboardEvent<HTMLElement>) {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      if (event.target !== event.currentTarget) return;
      event.preventDefault();
      event.stopPropagation();
      event.currentTarget.querySelector<HTMLElement>('.ant-image')?.click();
    },
  } as const;
}
