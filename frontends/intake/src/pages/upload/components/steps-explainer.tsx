import { CameraOutlined, FileDoneOutlined, ScanOutlined } from '@ant-design/icons';
import { Card, Steps } from 'antd';

/** The three steps: Upload Images, AI Identifies, Create Listings. */
export function StepsExplainer() {
  return (
    <Card size="small" style={{ marginBottom: 16 }}>
      <Steps
        responsive
        size="small"
        current={-1}
        items={[
          {
            title: 'Upload Images',
            description: 'Fronts and backs, any number of cards',
            icon: <CameraOutlined />,
          },
          {
            title: 'AI Identifies',
            description: 'Player, year, set and value in seconds',
            icon: <ScanOutlined />,
          },
          {
            title: 'Create Listings',
            description: 'Review, approve and publish to eBay',
            icon: <FileDoneOutlined />,
          },
        ]}
      />
    </Card>
  );
}
