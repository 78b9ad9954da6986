import {
  ApiOutlined,
  DeleteOutlined,
  KeyOutlined,
  LockOutlined,
  SafetyCertificateOutlined,
} from '@ant-design/icons';
import { Col, Row, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { SECTION_IDS, TRUST_POINTS } from '../content';
import { LandingSection } from './landing-section';

const ICONS: ReactNode[] = [
  <ApiOutlined key="api" />,
  <KeyOutlined key="oauth" />,
  <LockOutlined key="lock" />,
  <DeleteOutlined key="delete" />,
  <SafetyCertificateOutlined key="guarantee" />,
];

/** What Pennant does with the dealer's eBay account and data. */
export function TrustSection() {
  const { token } = theme.useToken();
  return (
    <LandingSection
      id={SECTION_IDS.trust}
      title="Built on eBay's official APIs"
      subtitle="Your eBay account stays yours."
      background="#f7f9fc"
    >
      <Row gutter={[24, 32]} justify="center">
        {TRUST_POINTS.map((point, index) => (
          <Col xs={24} sm={12} lg={8} key={point.title}>
            <div style={{ display: 'flex', gap: 16 }}>
              <span
                aria-hidden
                style={{
                  flex: '0 0 40px',
                  height: 40,
                  borderRadius: 10,
                  background: '#fff',
                  border: `1px solid ${token.colorBorderSecondary}`,
                  color: token.colorPrimary,
                  fontSize: 18,
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                }}
              >
                {ICONS[index]}
              </span>
              <div>
                <Typography.Title level={5} style={{ marginTop: 0, marginBottom: 4 }}>
                  {point.title}
                </Typography.Title>
                <Typography.Text type="secondary">{point.text}</Typography.Text>
              </div>
            </div>
          </Col>
        ))}
      </Row>
    </LandingSection>
  );
}
