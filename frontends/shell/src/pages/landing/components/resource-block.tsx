import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';

export interface ResourceBlockProps {
  id: string;
  title: string;
  children: ReactNode;
}

/** One titled block of the footer's resources (help, contact, status, privacy). */
export function ResourceBlock({ id, title, children }: ResourceBlockProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} style={{ height: '100%', scrollMarginTop: 16 }}>
      <Card style={{ height: '100%', borderRadius: 12 }}>
        <Typography.Title level={3} id={headingId} style={{ marginTop: 0, fontSize: 20 }}>
          {title}
        </Typography.Title>
        {children}
      </Card>
    </section>
  );
}
