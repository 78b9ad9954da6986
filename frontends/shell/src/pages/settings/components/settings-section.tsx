import { Card, Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';

export interface SettingsSectionProps {
  id: string;
  title: string;
  description?: ReactNode;
  extra?: ReactNode;
  /** The section holds changes not saved yet: its heading says so. */
  unsaved?: boolean;
  children: ReactNode;
}

/** One titled card of the settings page; its heading names the region for assistive tech. */
export function SettingsSection({
  id,
  title,
  description,
  extra,
  unsaved = false,
  children,
}: SettingsSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} style={{ scrollMarginTop: 80 }}>
      <Card
        title={
          <div style={{ padding: '4px 0' }}>
            <Flex align="center" gap={8} wrap>
              <Typography.Title level={2} id={headingId} style={{ fontSize: 18, margin: 0 }}>
                {title}
              </Typography.Title>
              {unsaved && (
                <Tag color="warning" bordered={false} data-testid={`${id}-unsaved`}>
                  Unsaved changes
                </Tag>
              )}
            </Flex>
            {description && (
              <Typography.Text type="secondary" style={{ fontWeight: 400, whiteSpace: 'normal' }}>
                {description}
              </Typography.Text>
            )}
          </div>
        }
        extra={extra}
        style={{ borderRadius: 12 }}
      >
        {children}
      </Card>
    </section>
  );
}
