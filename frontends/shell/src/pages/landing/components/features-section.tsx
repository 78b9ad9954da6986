import {
  CheckSquareOutlined,
  CloudUploadOutlined,
  FileTextOutlined,
  LineChartOutlined,
  ScanOutlined,
  ShopOutlined,
} from '@ant-design/icons';
import { Card, Col, Row, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { AUTO_APPROVE_FMV_LABEL, SECTION_IDS } from '../content';
import { LandingSection } from './landing-section';

interface Feature {
  icon: ReactNode;
  title: string;
  text: string;
}

const FEATURES: Feature[] = [
  {
    icon: <CloudUploadOutlined />,
    title: 'Bulk scan or photo upload',
    text: 'Drop in up to 50 card photos at a time, front and back, and process them together or one card each.',
  },
  {
    icon: <ScanOutlined />,
    title: 'Automatic identification',
    text: 'Player, year, brand, set, card number, condition and an estimated value range, each with a confidence score.',
  },
  {
    icon: <LineChartOutlined />,
    title: 'Pricing from sold comparables',
    text: 'Prices come from recent eBay comparables on the basis you choose, plus your default markup.',
  },
  {
    icon: <FileTextOutlined />,
    title: 'Listing generation',
    text: 'An 80-character title, description, category, condition and search keywords for every card.',
  },
  {
    icon: <ShopOutlined />,
    title: 'Publishing to eBay',
    text: 'Approved listings are published through eBay’s official APIs and keep their eBay item ID.',
  },
  {
    icon: <CheckSquareOutlined />,
    title: 'Review and approve in one screen',
    text: `See every card, its price and its listing together. Optionally auto-approve cards at 90%+ confidence and ${AUTO_APPROVE_FMV_LABEL}+ value.`,
  },
];

function FeatureCard({ feature }: { feature: Feature }) {
  const { token } = theme.useToken();
  return (
    <Card style={{ height: '100%', borderRadius: 12 }} styles={{ body: { padding: 28 } }}>
      <div
        aria-hidden
        style={{
          width: 48,
          height: 48,
          borderRadius: 12,
          background: token.colorPrimaryBg,
          color: token.colorPrimary,
          fontSize: 22,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          marginBottom: 20,
        }}
      >
        {feature.icon}
      </div>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {feature.title}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0, fontSize: 15 }}>
        {feature.text}
      </Typography.Paragraph>
    </Card>
  );
}

/** Value propositions: the listing flow Pennant automates. */
export function FeaturesSection() {
  return (
    <LandingSection
      id={SECTION_IDS.features}
      title="Everything between the photo and the sale"
      subtitle="Pennant automates the slow parts of listing sports cards on eBay and leaves the decisions to you."
      background="#f7f9fc"
    >
      <Row gutter={[24, 24]}>
        {FEATURES.map((feature) => (
          <Col xs={24} md={12} lg={8} key={feature.title}>
            <FeatureCard feature={feature} />
          </Col>
        ))}
      </Row>
    </LandingSection>
  );
}
