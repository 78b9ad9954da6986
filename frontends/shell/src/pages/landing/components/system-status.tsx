import { ReloadOutlined } from '@ant-design/icons';
import { Badge, Button, Space, Typography } from 'antd';
import { SECTION_IDS } from '../content';
import { useSystemHealth, type HealthState } from '../service';
import { ResourceBlock } from './resource-block';

const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

function StatusLine({ health }: { health: HealthState }) {
  if (health.status === 'checking') {
    return <Badge status="processing" text="Checking…" />;
  }
  if (health.status === 'operational') {
    return <Badge status="success" text="All systems operational" />;
  }
  return <Badge status="error" text={`Service disruption. ${health.reason}`} />;
}

/** A live check of the API's health endpoint. */
export function SystemStatus() {
  const { health, recheck } = useSystemHealth();
  return (
    <ResourceBlock id={SECTION_IDS.status} title="System Status">
      <div role="status" aria-live="polite" data-testid="system-status" style={{ fontSize: 16 }}>
        <StatusLine health={health} />
      </div>
      <Space style={{ marginTop: 16 }} wrap>
        {health.status !== 'checking' && (
          <Typography.Text type="secondary">
            Checked at {timeFormat.format(health.checkedAt)}
          </Typography.Text>
        )}
        <Button
          size="small"
          icon={<ReloadOutlined aria-hidden />}
          onClick={() => void recheck()}
          loading={health.status === 'checking'}
        >
          Check again
        </Button>
      </Space>
    </ResourceBlock>
  );
}
