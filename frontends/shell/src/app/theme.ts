import type { ThemeConfig } from 'antd';

export const BRAND_COLOR = '#1d4ed8';

export const theme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_COLOR,
    colorInfo: BRAND_COLOR,
    borderRadius: 8,
    colorBgLayout: '#f4f6fa',
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  components: {
    Layout: { headerBg: '#ffffff', headerHeight: 60, headerPadding: '0 24px' },
    Menu: { horizontalItemSelectedColor: BRAND_COLOR, itemBg: 'transparent' },
  },
};
