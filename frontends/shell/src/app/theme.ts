import type { ThemeConfig } from 'antd';

export const BRAND_COLOR = '#1d4ed8';

export const theme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_COLOR,
    colorInfo: BRAND_COLOR,
    borderRadius: 8,
    colorBgLayout: '#f4f6fa',
    // Status colours dark enough to read as text (4.5:1 on their own pale backgrounds and on white): antd's
    // defaults (#faad14 amber, #52c41a green, #ff4d4f red) read at 1.8-3:1 on a "Check" tag or a warning line.
    colorWarning: '#a15c00',
    colorWarningBg: '#fffbe6',
    colorWarningBorder: '#ffe58f',
    colorSuccess: '#2b7a0b',
    colorSuccessBg: '#f6ffed',
    colorSuccessBorder: '#b7eb8f',
    colorError: '#cf1322',
    colorErrorBg: '#fff2f0',
    colorErrorBorder: '#ffccc7',
    // Secondary text (labels, captions, the market range) at 5:1 rather than antd's 3.4:1.
    colorTextDescription: 'rgba(0, 0, 0, 0.58)',
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
