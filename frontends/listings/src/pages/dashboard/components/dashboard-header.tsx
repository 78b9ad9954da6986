import { FileDoneOutlined, LineChartOutlined, UploadOutlined } from '@ant-design/icons';
import { IfRouteAvailable, PageHeader } from '@pennant/ui';
import { Button, Space } from 'antd';
import { useNavigate } from 'react-router';

export function DashboardHeader() {
  const navigate = useNavigate();
  return (
    <PageHeader
      title="Dashboard"
      subtitle="Track your listing performance, sales and fees on eBay."
      extra={
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
      }
    />
  );
}
