import type { MouseEvent } from 'react';
import { Link, useLocation, useNavigate, type LinkProps } from 'react-router';
import { useConfirmLeave } from './unsaved-changes';

/** A click the browser turns into a new tab or window: the page with the changes stays. */
function opensElsewhere(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

export interface GuardedLinkProps extends Omit<LinkProps, 'to'> {
  to: string;
}

/** A link of the shell that asks before it leaves a page with unsaved changes. */
export function GuardedLink({ to, onClick, ...props }: GuardedLinkProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const confirmLeave = useConfirmLeave();

  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || opensElsewhere(event)) return;
    // The same page stays mounted with its forms: nothing would be lost.
    if (to.split(/[?#]/)[0] === pathname) return;
    event.preventDefault();
    confirmLeave(() => navigate(to));
  };

  return <Link to={to} onClick={click} {...props} />;
}
