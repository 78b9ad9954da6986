import { Card, Skeleton, Space } from 'antd';

const SECTION_ROWS = [3, 2, 4, 1] as const;

/** Placeholder while GET /api/settings loads: one card per section. */
export function SettingsSkeleton() {
  return (
    <Space
      direction="vertical"
      size={24}
      style={{ width: '100%' }}
      aria-busy="true"
      aria-label="Loading settings"
    >
      {SECTION_ROWS.map((rows, index) => (
        <Card key={index} style={{ borderRadius: 12 }}>
          <Skeleton active title={{ width: 180 }} paragraph={{ rows }} />
        </Card>
      ))}
    </Space>
  );
}
