import { CheckCircleFilled } from '@ant-design/icons';
import { Card, Space, theme } from 'antd';
import type { ReactNode } from 'react';

/** A green card with a tick: this step is already done. */
export function DoneCard({ children, testId }: { children: ReactNode; testId?: string }) {
  const { token } = theme.useToken();
  return (
    <Card
      size="small"
      data-testid={testId}
      style={{
        background: token.colorSuccessBg,
        borderColor: token.colorSuccessBorder,
        maxWidth: 560,
      }}
    >
      <Space align="start" size={12}>
        <CheckCircleFilled
          style={{ color: token.colorSuccess, fontSize: 20, marginTop: 2 }}
          aria-hidden
        />
        <div>{children}</div>
      </Space>
    </Card>
  );
}
