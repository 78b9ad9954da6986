import { ReloadOutlined } from '@ant-design/icons';
import { Button, Result, Typography } from 'antd';

export interface RemoteLoadErrorProps {
  reason: string;
  onRetry: () => void;
}

/** The panel a remote's routes show when its code cannot be loaded or crashed. */
export function RemoteLoadError({ reason, onRetry }: RemoteLoadErrorProps) {
  return (
    <Result
      status="error"
      title="This part of Pennant could not be loaded"
      subTitle="The rest of Pennant keeps working. Try again, or come back in a moment."
      extra={
        <Button type="primary" icon={<ReloadOutlined />} onClick={onRetry}>
          Retry
        </Button>
      }
    >
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        <Typography.Text strong>Reason: </Typography.Text>
        <Typography.Text type="secondary" data-testid="remote-error-reason">
          {reason}
        </Typography.Text>
      </Typography.Paragraph>
    </Result>
  );
}
