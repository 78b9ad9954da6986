import { Flex, Grid, Typography } from 'antd';
import { KEY_LEGEND } from '../keyboard';

/** The review keys, small, under the header; not on a phone's narrow screen, which has no keyboard to use them. */
export function KeyLegend() {
  const screens = Grid.useBreakpoint();
  if (screens.md === false) return null;
  return (
    <Flex
      wrap
      gap={12}
      style={{ marginBottom: 12, fontSize: 12 }}
      data-testid="key-legend"
      aria-label="Keyboard shortcuts"
    >
      {KEY_LEGEND.map(({ keys, action }) => (
        <Typography.Text type="secondary" key={action} style={{ fontSize: 12 }}>
          {keys.map((key) => (
            <Typography.Text keyboard key={key} style={{ fontSize: 11 }}>
              {key}
            </Typography.Text>
          ))}{' '}
          {action}
        </Typography.Text>
      ))}
    </Flex>
  );
}
