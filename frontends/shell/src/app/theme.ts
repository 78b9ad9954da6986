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

/**
 * On a touch screen, controls a finger can hit: buttons, inputs and selects 40 px high (antd's 32 is a mouse's size),
 * small ones 32 px, checkboxes 20 px.
 */
const TOUCH_TOKENS: ThemeConfig['token'] = {
  controlHeight: 40,
  controlHeightSM: 32,
  controlInteractiveSize: 20,
};

export function themeFor(touchScreen: boolean): ThemeConfig {
  return touchScreen ? { ...theme, token: { ...theme.token, ...TOUCH_TOKENS } } : theme;
}
