import { Typography } from 'antd';
import { PRIVACY_ITEMS, SECTION_IDS } from '../content';
import { ResourceBlock } from './resource-block';

/** What Pennant keeps, and why. */
export function PrivacyStatement() {
  return (
    <ResourceBlock id={SECTION_IDS.privacy} title="Privacy Policy">
      <Typography.Paragraph>
        Pennant keeps only what it needs to run your account:
      </Typography.Paragraph>
      <ul style={{ paddingLeft: 20, margin: '0 0 12px' }}>
        {PRIVACY_ITEMS.map((item) => (
          <li key={item.data} style={{ marginBottom: 6 }}>
            <Typography.Text strong>{item.data}</Typography.Text>
            <Typography.Text type="secondary"> — {item.why}.</Typography.Text>
          </li>
        ))}
      </ul>
      <Typography.Paragraph style={{ marginBottom: 0 }}>
        Pennant never sees your eBay password. When eBay reports that your eBay account has been
        deleted, Pennant erases your data.
      </Typography.Paragraph>
    </ResourceBlock>
  );
}
