import { CheckCircleFilled } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Card, Col, Flex, Grid, Row, Space, Typography, theme } from 'antd';
import { FEE_PERCENT_LABEL, PIPELINE_STEPS, SECTION_IDS } from '../content';
import { BrandMark } from './brand-mark';
import { CONTENT_MAX_WIDTH } from './landing-section';
import { LoginButton } from './login-button';

const HERO_NAV = [
  { label: 'Features', href: `#${SECTION_IDS.features}` },
  { label: 'How it works', href: `#${SECTION_IDS.howItWorks}` },
  { label: 'ROI', href: `#${SECTION_IDS.roi}` },
  { label: 'Pricing', href: `#${SECTION_IDS.pricing}` },
] as const;

const PROMISES = [
  'Bulk scan or photo upload',
  'Automatic identification: player, year, brand, set, condition and value range',
  'Prices from recent sold comparables',
  'Listings generated and published to eBay',
] as const;

function HeroNav() {
  const screens = Grid.useBreakpoint();
  return (
    <nav aria-label="Landing" style={{ display: 'flex', alignItems: 'center', gap: 24 }}>
      {screens.md && (
        <Space size={24}>
          {HERO_NAV.map((item) => (
            <Typography.Link key={item.href} href={item.href} style={{ color: 'rgba(0,0,0,0.72)' }}>
              {item.label}
            </Typography.Link>
          ))}
        </Space>
      )}
      <LoginButton size="middle" />
    </nav>
  );
}

function PipelineCard() {
  const { token } = theme.useToken();
  return (
    <Card
      title="From photo to eBay listing"
      style={{ boxShadow: '0 24px 48px -24px rgba(22, 64, 140, 0.35)', borderRadius: 16 }}
      styles={{ body: { padding: '8px 24px 20px' } }}
    >
      <ol style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {PIPELINE_STEPS.map((step, index) => (
          <li
            key={step.title}
            style={{
              display: 'flex',
              gap: 16,
              alignItems: 'flex-start',
              padding: '12px 0',
              borderBottom:
                index < PIPELINE_STEPS.length - 1
                  ? `1px solid ${token.colorBorderSecondary}`
                  : 'none',
            }}
          >
            <span
              aria-hidden
              style={{
                flex: '0 0 32px',
                height: 32,
                borderRadius: 16,
                background: token.colorPrimaryBg,
                color: token.colorPrimary,
                fontWeight: 600,
                display: 'inline-flex',
                alignItems: 'center',
                justifyContent: 'center',
              }}
            >
              {index + 1}
            </span>
            <div>
              <Typography.Text strong>{step.title}</Typography.Text>
              <div style={{ color: token.colorTextSecondary }}>{step.text}</div>
            </div>
          </li>
        ))}
      </ol>
      <div
        style={{
          marginTop: 12,
          padding: '12px 16px',
          borderRadius: 10,
          background: token.colorSuccessBg,
          color: token.colorSuccessText,
        }}
      >
        <CheckCircleFilled /> You review and approve everything in one screen.
      </div>
    </Card>
  );
}

export interface HeroSectionProps {
  /** Shown above everything else, e.g. the outcome of signing in with eBay. */
  banner?: ReactNode;
}

/** First band: what Pennant does and the way in. */
export function HeroSection({ banner }: HeroSectionProps) {
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  return (
    <section
      aria-labelledby="hero-heading"
      style={{
        background:
          'radial-gradient(1200px 500px at 85% -10%, rgba(29,78,216,0.14), transparent 60%), linear-gradient(180deg, #f3f7ff 0%, #ffffff 100%)',
        padding: '20px 24px 88px',
      }}
    >
      <div style={{ maxWidth: CONTENT_MAX_WIDTH, margin: '0 auto' }}>
        {banner}
        <Flex justify="space-between" align="center" wrap gap={16} style={{ marginBottom: 64 }}>
          <BrandMark />
          <HeroNav />
        </Flex>
        <Row gutter={[screens.lg ? 56 : 0, 48]} align="middle">
          <Col xs={24} lg={13}>
            <Typography.Text
              style={{
                color: token.colorPrimary,
                fontWeight: 600,
                letterSpacing: 0.6,
                textTransform: 'uppercase',
              }}
            >
              For professional sports-card dealers on eBay
            </Typography.Text>
            <Typography.Title
              id="hero-heading"
              style={{
                fontSize: screens.md ? 48 : 34,
                lineHeight: 1.1,
                margin: '12px 0 20px',
                letterSpacing: -1,
              }}
            >
              Automate your eBay card listings
            </Typography.Title>
            <Typography.Paragraph style={{ fontSize: 18, color: token.colorTextSecondary }}>
              Pennant turns a stack of card photos into priced, ready-to-publish eBay listings. You
              review and approve them in one screen.
            </Typography.Paragraph>
            <ul style={{ listStyle: 'none', padding: 0, margin: '24px 0 32px' }}>
              {PROMISES.map((promise) => (
                <li
                  key={promise}
                  style={{ display: 'flex', gap: 10, marginBottom: 10, fontSize: 16 }}
                >
                  <CheckCircleFilled
                    style={{ color: token.colorSuccess, marginTop: 4 }}
                    aria-hidden
                  />
                  <span>{promise}</span>
                </li>
              ))}
            </ul>
            <Space size={16} wrap align="center">
              <LoginButton />
              <Typography.Text type="secondary">
                {FEE_PERCENT_LABEL} of net sales. No subscription, no setup fee.
              </Typography.Text>
            </Space>
          </Col>
          <Col xs={24} lg={11}>
            <PipelineCard />
          </Col>
        </Row>
      </div>
    </section>
  );
}
