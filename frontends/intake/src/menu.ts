/**
 * The intake remote's menu entries, exposed as `intake/menu`: plain data, so a host can draw
 * navigation without loading the remote's pages.
 */
export interface RemoteMenuItem {
  path: string;
  label: string;
}

const menu: RemoteMenuItem[] = [
  { path: '/upload', label: 'Upload' },
  { path: '/cards', label: 'Cards' },
  { path: '/review', label: 'Review' },
];

export default menu;
