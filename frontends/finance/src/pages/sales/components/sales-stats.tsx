import {
  DollarOutlined,
  PercentageOutlined,
  ShoppingCartOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { SalesAnalytics } from '@pennant/contracts';
import type { ReactNode } from 'react';
import { TileGrid } from '../../../shared/tile-grid';
import { salesTiles, type SalesTileKey } from '../sales-figures';

const ICONS: Record<SalesTileKey, ReactNode> = {
  grossSales: <DollarOutlined />,
  netAfterFee: <WalletOutlined />,
  platformFee: <PercentageOutlined />,
  orders: <ShoppingCartOutlined />,
};

/** Gross Sales, Net After Fees, Platform Fee (2%), Total Orders. */
export function SalesStats({
  analytics,
  loading,
}: {
  analytics: SalesAnalytics | null | undefined;
  loading: boolean;
}) {
  const tiles = salesTiles(analytics).map((tile) => ({ ...tile, icon: ICONS[tile.key] }));
  return <TileGrid testId="sales-stats" tiles={tiles} loading={loading} />;
}
