import { Col, Row, Typography, theme } from 'antd';
import { HOW_IT_WORKS_STEPS, SECTION_IDS } from '../content';
import { LandingSection } from './landing-section';

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** The four steps from sign-in to sale. */
export function HowItWorksSection() {
  const { token } = theme.useToken();
  return (
    <LandingSection id={SECTION_IDS.howItWorks} title="How it works" background="#fff">
      <Row gutter={[32, 32]} role="list">
        {HOW_IT_WORKS_STEPS.map((step, index) => (
          <Col xs={24} sm={12} lg={6} key={step.title} role="listitem">
            <div
              aria-hidden
              style={{
                width: 44,
                height: 44,
                borderRadius: 22,
                background: token.colorPrimary,
                color: '#fff',
                fontWeight: 700,
                fontSize: 18,
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                marginBottom: 16,
              }}
            >
              {index + 1}
            </div>
            <Typography.Title level={4} style={{ marginTop: 0 }}>
              <span style={visuallyHidden}>Step {index + 1}: </span>
              {step.title}
            </Typography.Title>
            <Typography.Paragraph type="secondary" style={{ fontSize: 15 }}>
              {step.text}
            </Typography.Paragraph>
          </Col>
        ))}
      </Row>
    </LandingSection>
  );
}
