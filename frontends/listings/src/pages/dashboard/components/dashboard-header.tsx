import { FileDoneOutlined, LineChartOutlined, UploadOutlined } from '@ant-design/icons';
import { IfRouteAvailable } from '@pennant/ui';
import { Button, Flex, Space, Typography } from 'antd';
import { useNavigate } from 'react-router';

export function DashboardHeader() {
  const navigate = useNavigate();
  return (
    <Flex justify="space-between" align="flex-end" wrap gap={16} style={{ marginBottom: 20 }}>
      <div>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Dashboard
        </Typography.Title>
        <Typography.Text type="secondary">
          Track your listing performance, sales and fees on eBay.
        </Typography.Text>
      </div>
      <Space wrap>
        <IfRouteAvailable to="/sales">
          <Button icon={<LineChartOutlined />} onClick={() => navigate('/sales')}>
            Sales &amp; Revenue
          </Button>
        </IfRouteAvailable>
        <IfRouteAvailable to="/prepare">
          <Button icon={<FileDoneOutlined />} onClick={() => navigate('/prepare')}>
            Prepare Listings
          </Button>
        </IfRouteAvailable>
        <IfRouteAvailable to="/upload">
          <Button type="primary" icon={<UploadOutlined />} onClick={() => navigate('/upload')}>
            Upload Cards
          </Button>
        </IfRouteAvailable>
      </Space>
    </Flex>
  );
}
