/**
 * The finance remote's menu entries, exposed as `finance/menu`: plain data, so a host can draw
 * navigation without loading the remote's pages.
 */
export interface RemoteMenuItem {
  path: string;
  label: string;
}

const menu: RemoteMenuItem[] = [
  { path: '/sales', label: 'Sales' },
  { path: '/billing', label: 'Billing' },
];

export default menu;
