import { Flex, Spin } from 'antd';

export interface PageSpinnerProps {
  tip?: string;
  /** Fill the whole window (before the layout is known) instead of the content area. */
  fullScreen?: boolean;
}

export function PageSpinner({ tip, fullScreen = false }: PageSpinnerProps) {
  return (
    <Flex
      vertical
      align="center"
      justify="center"
      gap={12}
      style={{ minHeight: fullScreen ? '100vh' : 320 }}
      role="status"
      aria-label={tip ?? 'Loading'}
    >
      <Spin size="large" />
      {tip && <span style={{ color: 'rgba(0, 0, 0, 0.45)' }}>{tip}</span>}
    </Flex>
  );
}
