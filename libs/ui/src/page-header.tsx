import { Flex, theme, Typography } from 'antd';
import type { ReactNode } from 'react';
import { usePageTitle } from './page-title';

export interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Buttons on the right; they wrap under the title on narrow screens. */
  extra?: ReactNode;
}

/**
 * A screen's title (its one h1, drawn at a section's size, and the browser tab's name), a line under it and its main
 * actions.
 */
export function PageHeader({ title, subtitle, extra }: PageHeaderProps) {
  const { token } = theme.useToken();
  usePageTitle(typeof title === 'string' ? title : null);
  return (
    <Flex justify="space-between" align="flex-end" wrap gap={16} style={{ marginBottom: 20 }}>
      <div>
        <Typography.Title
          level={1}
          style={{
            margin: 0,
            fontSize: token.fontSizeHeading2,
            lineHeight: token.lineHeightHeading2,
          }}
        >
          {title}
        </Typography.Title>
        {subtitle && <Typography.Text type="secondary">{subtitle}</Typography.Text>}
      </div>
      {extra}
    </Flex>
  );
}
