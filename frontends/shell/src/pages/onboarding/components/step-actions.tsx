import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Flex, Space } from 'antd';
import type { ReactNode } from 'react';

export interface StepActionsProps {
  /** Omitted on the first step. */
  onBack?: () => void;
  disabled?: boolean;
  children: ReactNode;
}

/** The row under a step: Back on the left, the step's own actions on the right. */
export function StepActions({ onBack, disabled = false, children }: StepActionsProps) {
  return (
    <Flex justify="space-between" align="center" wrap gap={12} style={{ marginTop: 32 }}>
      <div>
        {onBack && (
          <Button icon={<ArrowLeftOutlined aria-hidden />} onClick={onBack} disabled={disabled}>
            Back
          </Button>
        )}
      </div>
      <Space wrap>{children}</Space>
    </Flex>
  );
}
