import { Collapse, Typography } from 'antd';
import { FAQ_ITEMS, SECTION_IDS } from '../content';
import { ResourceBlock } from './resource-block';

/** The Help Center: answers to the questions dealers ask before signing in. */
export function HelpCenter() {
  return (
    <ResourceBlock id={SECTION_IDS.help} title="Help Center">
      <Collapse
        ghost
        items={FAQ_ITEMS.map((item, index) => ({
          key: String(index),
          label: <Typography.Text strong>{item.question}</Typography.Text>,
          children: (
            <Typography.Paragraph style={{ marginBottom: 0 }}>{item.answer}</Typography.Paragraph>
          ),
        }))}
      />
    </ResourceBlock>
  );
}
