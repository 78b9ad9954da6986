import { MenuOutlined } from '@ant-design/icons';
import { useRouteAvailability } from '@pennant/ui';
import { Divider, Flex, Grid, Layout, Menu } from 'antd';
import { useLocation } from 'react-router';
import { GuardedLink } from '../unsaved/guarded-link';
import { ConnectedAccount } from './connected-account';
import { LogOutButton } from './log-out-button';
import { Logo } from './logo';
import { activeNavPath, NAV_ITEMS } from './navigation';

const HEADER_STYLE = {
  position: 'sticky',
  top: 0,
  zIndex: 10,
  display: 'flex',
  alignItems: 'center',
  borderBottom: '1px solid rgba(5, 5, 5, 0.06)',
} as const;

/** Navigation for signed-in dealers. */
export function TopNav() {
  const { pathname } = useLocation();
  const active = activeNavPath(pathname);
  const compact = !Grid.useBreakpoint().md;
  const isAvailable = useRouteAvailability();

  return (
    <Layout.Header
      style={{ ...HEADER_STYLE, gap: compact ? 8 : 24, paddingInline: compact ? 12 : 24 }}
    >
      <Logo to="/dashboard" />
      <Menu
        mode="horizontal"
        overflowedIndicator={<MenuOutlined aria-label="More pages" />}
        aria-label="Main navigation"
        selectedKeys={active ? [active] : []}
        items={NAV_ITEMS.filter((item) => isAvailable(item.path)).map((item) => ({
          key: item.path,
          label: <GuardedLink to={item.path}>{item.label}</GuardedLink>,
        }))}
        style={{ flex: 1, minWidth: 0, borderBottom: 'none', lineHeight: '58px' }}
      />
      <Flex align="center" gap={4} style={{ flex: 'none', lineHeight: 'normal' }}>
        <ConnectedAccount compact={compact} />
        {!compact && <Divider type="vertical" />}
        <LogOutButton compact={compact} />
      </Flex>
    </Layout.Header>
  );
}
