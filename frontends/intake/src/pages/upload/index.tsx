import { AppstoreOutlined, DashboardOutlined, FileDoneOutlined } from '@ant-design/icons';
import { IfRouteAvailable, PageHeader } from '@pennant/ui';
import { Button, Col, Row, Space } from 'antd';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { takeHandedOverFiles } from '../../shared/file-handoff';
import { CurrentCardPanel } from './components/current-card-panel';
import { EbayComparison } from './components/ebay-comparison';
import { ProcessedList } from './components/processed-list';
import { StepsExplainer } from './components/steps-explainer';
import { UploadZone } from '../../shared/upload-zone';
import { isIdentified } from './processed-entries';
import { useIntakeSession } from './use-intake-session';

/** /upload: photos in, identified cards out (the shell shows "Authentication Required" when signed out). */
export default function UploadPage() {
  const navigate = useNavigate();
  const session = useIntakeSession();
  const { addFiles } = session;

  const tookHandOver = useRef(false);
  useEffect(() => {
    if (tookHandOver.current) return;
    tookHandOver.current = true;
    const files = takeHandedOverFiles();
    if (files.length > 0) addFiles(files);
  }, [addFiles]);

  const identifiedCards = session.entries
    .filter(isIdentified)
    .flatMap((entry) => (entry.card ? [entry.card] : []));
  return (
    <div data-testid="upload-page">
      <PageHeader
        title="Upload Cards"
        subtitle="Drop in a stack of photos; each card is identified and valued in seconds."
        extra={
          <Space wrap>
            <IfRouteAvailable to="/dashboard">
              <Button icon={<DashboardOutlined />} onClick={() => navigate('/dashboard')}>
                Dashboard
              </Button>
            </IfRouteAvailable>
            <Button icon={<AppstoreOutlined />} onClick={() => navigate('/cards')}>
              All Cards
            </Button>
            <IfRouteAvailable to="/prepare">
              <Button icon={<FileDoneOutlined />} onClick={() => navigate('/prepare')}>
                Prepare Listings
              </Button>
            </IfRouteAvailable>
          </Space>
        }
      />
      <StepsExplainer />
      <Row gutter={16}>
        <Col xs={24} lg={12}>
          <div style={{ marginBottom: 16 }}>
            <UploadZone onFiles={session.addFiles} />
          </div>
          <CurrentCardPanel
            images={session.pending}
            busy={session.busy}
            onTypeChange={session.setImageType}
            onStackTypes={session.setStackTypes}
            onSetPrimary={session.setPrimary}
            onRemove={session.removeImage}
            onProcessCard={() => void session.processAsOneCard()}
            onProcessSeparately={(pairing, storage) =>
              void session.processSeparately(pairing, storage)
            }
            onClear={session.clear}
          />
        </Col>
        <Col xs={24} lg={12}>
          <ProcessedList
            entries={session.entries}
            onRetry={(key) => void session.retryEntry(key)}
            onClear={session.clearProcessed}
          />
          <EbayComparison cards={identifiedCards} />
        </Col>
      </Row>
    </div>
  );
}
