import type { Testimonial } from '@pennant/contracts';
import { Card, Col, Row, Typography } from 'antd';
import { SECTION_IDS } from '../content';
import { LandingSection } from './landing-section';

export interface TestimonialsSectionProps {
  testimonials: Testimonial[];
}

/** Dealers' own words, as the operator published them. Renders nothing when there are none. */
export function TestimonialsSection({ testimonials }: TestimonialsSectionProps) {
  if (testimonials.length === 0) return null;
  return (
    <LandingSection id={SECTION_IDS.testimonials} title="What dealers say" background="#fff">
      <Row gutter={[24, 24]} justify="center">
        {testimonials.map((item) => (
          <Col xs={24} md={12} lg={8} key={`${item.name}-${item.quote}`}>
            <Card style={{ height: '100%', borderRadius: 12 }}>
              <figure style={{ margin: 0 }}>
                <blockquote style={{ margin: 0, fontSize: 16, lineHeight: 1.6 }}>
                  “{item.quote}”
                </blockquote>
                <figcaption style={{ marginTop: 16 }}>
                  <Typography.Text strong>{item.name}</Typography.Text>
                  {item.business && (
                    <Typography.Text type="secondary">, {item.business}</Typography.Text>
                  )}
                </figcaption>
              </figure>
            </Card>
          </Col>
        ))}
      </Row>
    </LandingSection>
  );
}
