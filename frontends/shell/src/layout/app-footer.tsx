import { PRODUCT_NAME } from '@pennant/contracts';
import { Layout, Typography } from 'antd';
import { GuardedLink } from '../unsaved/guarded-link';

/** A quiet line under every screen: the credit the catalogs' licences ask for, and where to read them. */
export function AppFooter() {
  return (
    <Layout.Footer style={{ textAlign: 'center', background: 'transparent', padding: '16px 24px' }}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        © {new Date().getFullYear()} {PRODUCT_NAME}. eBay is a trademark of eBay Inc. Player data
        includes the Hockey Databank and the Lahman Baseball Database.{' '}
        <GuardedLink to="/data-sources">Data sources</GuardedLink>
      </Typography.Text>
    </Layout.Footer>
  );
}
