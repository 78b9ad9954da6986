/**
 * The listings remote's menu entries, exposed as `listings/menu`: plain data, so a host can draw
 * navigation without loading the remote's pages.
 */
export interface RemoteMenuItem {
  path: string;
  label: string;
}

const menu: RemoteMenuItem[] = [
  { path: '/dashboard', label: 'Dashboard' },
  { path: '/prepare', label: 'Prepare Listings' },
];

export default menu;
