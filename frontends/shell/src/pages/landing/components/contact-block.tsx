import { MailOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { SECTION_IDS } from '../content';
import { ResourceBlock } from './resource-block';

export interface ContactBlockProps {
  /** The operator's support address (SUPPORT_EMAIL). */
  supportEmail: string;
}

/** How to reach the team that runs this Pennant. */
export function ContactBlock({ supportEmail }: ContactBlockProps) {
  return (
    <ResourceBlock id={SECTION_IDS.contact} title="Contact Us">
      <Typography.Paragraph>
        Questions about Pennant, your account, a bill or the satisfaction guarantee? Email us and
        include your eBay user ID if you already have an account, so we can find it.
      </Typography.Paragraph>
      <Typography.Link href={`mailto:${supportEmail}`} style={{ fontSize: 16 }}>
        <MailOutlined aria-hidden /> {supportEmail}
      </Typography.Link>
    </ResourceBlock>
  );
}
