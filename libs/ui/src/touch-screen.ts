/** A phone or tablet: its pointer is a finger, so nothing is dropped, clicked or hovered. */
export function isTouchScreen(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(pointer: coarse)').matches === true;
}
