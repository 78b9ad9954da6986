import { Typography } from 'antd';
import type { ReactNode } from 'react';

export interface StepHeadingProps {
  id: string;
  title: string;
  children?: ReactNode;
}

/** The title and lead text of the current step's panel. */
export function StepHeading({ id, title, children }: StepHeadingProps) {
  return (
    <header style={{ marginBottom: 24 }}>
      <Typography.Title level={2} id={id} style={{ fontSize: 22, marginTop: 0 }}>
        {title}
      </Typography.Title>
      {children && (
        <Typography.Paragraph type="secondary" style={{ fontSize: 15, marginBottom: 0 }}>
          {children}
        </Typography.Paragraph>
      )}
    </header>
  );
}
