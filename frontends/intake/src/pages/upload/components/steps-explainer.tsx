import { CameraOutlined, FileDoneOutlined, ScanOutlined } from '@ant-design/icons';
import { Card, Flex, theme, Typography } from 'antd';
import type { ReactNode } from 'react';

const STEPS: { title: string; description: string; icon: ReactNode }[] = [
  {
    title: 'Upload Images',
    description: 'Fronts and backs of any number of cards.',
    icon: <CameraOutlined />,
  },
  {
    title: 'AI Identifies',
    description: 'Player, year, set and value in seconds.',
    icon: <ScanOutlined />,
  },
  {
    title: 'Create Listings',
    description: 'Review, approve and publish to eBay.',
    icon: <FileDoneOutlined />,
  },
];

/** The three steps: Upload Images, AI Identifies, Create Listings. */
export function StepsExplainer() {
  const { token } = theme.useToken();
  return (
    <Card size="small" style={{ marginBottom: 16 }}>
      <ol
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
          gap: 12,
          listStyle: 'none',
          margin: 0,
          padding: 0,
        }}
      >
        {STEPS.map((step, index) => (
          <li key={step.title}>
            <Flex gap={12} align="center">
              <Flex
                align="center"
                justify="center"
                style={{
                  width: 36,
                  height: 36,
                  flex: 'none',
                  borderRadius: '50%',
                  background: token.colorPrimaryBg,
                  color: token.colorPrimary,
                  fontSize: 18,
                }}
              >
                {step.icon}
              </Flex>
              <div>
                <Typography.Text strong>
                  {index + 1}. {step.title}
                </Typography.Text>
                <Typography.Text type="secondary" style={{ display: 'block', fontSize: 13 }}>
                  {step.description}
                </Typography.Text>
              </div>
            </Flex>
          </li>
        ))}
      </ol>
    </Card>
  );
}
