import { PRODUCT_NAME } from '@pennant/contracts';
import { Col, Flex, Row, Typography } from 'antd';
import { Link } from 'react-router';
import { SECTION_IDS } from '../content';
import { useSupportEmail } from '../service';
import { BrandMark } from './brand-mark';
import { ContactBlock } from './contact-block';
import { HelpCenter } from './help-center';
import { CONTENT_MAX_WIDTH } from './landing-section';
import { PrivacyStatement } from './privacy-statement';
import { SystemStatus } from './system-status';

interface FooterLink {
  label: string;
  target: string;
}

function footerLinks(showTestimonials: boolean, showContact: boolean): FooterLink[] {
  const links: Array<FooterLink | null> = [
    { label: 'Features', target: SECTION_IDS.features },
    { label: 'Pricing', target: SECTION_IDS.pricing },
    showTestimonials ? { label: 'Testimonials', target: SECTION_IDS.testimonials } : null,
    { label: 'ROI Calculator', target: SECTION_IDS.roi },
    { label: 'Help Center', target: SECTION_IDS.help },
    showContact ? { label: 'Contact Us', target: SECTION_IDS.contact } : null,
    { label: 'System Status', target: SECTION_IDS.status },
    { label: 'Privacy Policy', target: SECTION_IDS.privacy },
  ];
  return links.filter((link): link is FooterLink => link !== null);
}

export interface LandingFooterProps {
  /** The Testimonials link is shown only while the testimonials section is. */
  showTestimonials: boolean;
}

/** Help, contact, status and privacy blocks, then the anchor links. */
export function LandingFooter({ showTestimonials }: LandingFooterProps) {
  const supportEmail = useSupportEmail();
  return (
    <footer>
      <div style={{ background: '#f7f9fc', padding: '72px 24px' }}>
        <div style={{ maxWidth: CONTENT_MAX_WIDTH, margin: '0 auto' }}>
          <Row gutter={[24, 24]}>
            <Col xs={24} lg={12}>
              <HelpCenter />
            </Col>
            <Col xs={24} lg={12}>
              <PrivacyStatement />
            </Col>
            {supportEmail && (
              <Col xs={24} md={12}>
                <ContactBlock supportEmail={supportEmail} />
              </Col>
            )}
            <Col xs={24} md={supportEmail ? 12 : 24}>
              <SystemStatus />
            </Col>
          </Row>
        </div>
      </div>
      <div style={{ background: '#0b1d3a', padding: '40px 24px' }}>
        <Flex
          justify="space-between"
          align="center"
          wrap
          gap={24}
          style={{ maxWidth: CONTENT_MAX_WIDTH, margin: '0 auto' }}
        >
          <BrandMark inverted />
          <nav aria-label="Footer">
            <Flex
              wrap
              gap="8px 24px"
              component="ul"
              style={{ listStyle: 'none', margin: 0, padding: 0 }}
            >
              {footerLinks(showTestimonials, supportEmail !== null).map((link) => (
                <li key={link.target}>
                  <a href={`#${link.target}`} style={{ color: 'rgba(255,255,255,0.8)' }}>
                    {link.label}
                  </a>
                </li>
              ))}
            </Flex>
          </nav>
        </Flex>
        <Typography.Paragraph
          style={{
            maxWidth: CONTENT_MAX_WIDTH,
            margin: '24px auto 0',
            color: 'rgba(255,255,255,0.55)',
            fontSize: 13,
          }}
        >
          © {new Date().getFullYear()} {PRODUCT_NAME}. eBay is a trademark of eBay Inc.{' '}
          {PRODUCT_NAME} uses eBay&apos;s official APIs. Player data includes the Hockey Databank:{' '}
          <Link to="/data-sources" style={{ color: 'rgba(255,255,255,0.8)' }}>
            Data sources
          </Link>
          .
        </Typography.Paragraph>
      </div>
    </footer>
  );
}
