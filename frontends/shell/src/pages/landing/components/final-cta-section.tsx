import { Space, Typography } from 'antd';
import { LoginButton } from './login-button';

/** The closing call to action. */
export function FinalCtaSection() {
  return (
    <section
      aria-labelledby="final-cta-heading"
      style={{
        padding: '80px 24px',
        textAlign: 'center',
        background: 'linear-gradient(135deg, #eaf2ff 0%, #f5f0ff 100%)',
      }}
    >
      <Typography.Title level={2} id="final-cta-heading" style={{ marginTop: 0 }}>
        Ready to spend less time listing?
      </Typography.Title>
      <Typography.Paragraph style={{ fontSize: 17, color: 'rgba(0,0,0,0.6)', marginBottom: 32 }}>
        Sign in with your eBay account and upload your first cards.
      </Typography.Paragraph>
      <Space>
        <LoginButton />
      </Space>
    </section>
  );
}
