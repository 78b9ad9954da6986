import { MailOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { SECTION_IDS, SUPPORT_EMAIL } from '../content';
import { ResourceBlock } from './resource-block';

/** How to reach the Pennant team. */
export function ContactBlock() {
  return (
    <ResourceBlock id={SECTION_IDS.contact} title="Contact Us">
      <Typography.Paragraph>
        Questions about Pennant, your account, a bill or the satisfaction guarantee? Email us and
        include your eBay user ID if you already have an account, so we can find it.
      </Typography.Paragraph>
      <Typography.Link href={`mailto:${SUPPORT_EMAIL}`} style={{ fontSize: 16 }}>
        <MailOutlined aria-hidden /> {SUPPORT_EMAIL}
      </Typography.Link>
    </ResourceBlock>
  );
}
