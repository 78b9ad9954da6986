import { AppstoreOutlined, DashboardOutlined } from '@ant-design/icons';
import type { PublishListingsRequest } from '@pennant/contracts';
import { IfRouteAvailable, PageHeader } from '@pennant/ui';
import { Badge, Button, Space, Tabs } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { SetupMissingAlert } from '../../shared/setup-missing-alert';
import { useSellingSetup } from '../../shared/listings-api';
import { BulkPreparationTab } from './components/bulk-preparation-tab';
import { LotsTab } from './components/lots-tab';
import { PublishProgressPanel } from './components/publish-progress-panel';
import { ReviewTab } from './components/review-tab';
import { TABS, type PrepareTab, useListingsToReview } from './service';
import { usePublisher } from './use-publisher';

function tabOf(value: string | null): PrepareTab {
  return TABS.includes(value as PrepareTab) ? (value as PrepareTab) : 'bulk';
}

/** /prepare: approved cards become eBay listings: prepared in bulk, reviewed and edited, published. */
export default function PreparePage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const [focus, setFocus] = useState<string | null>(null);
  const publisher = usePublisher();
  const setup = useSellingSetup();
  const { listings } = useListingsToReview();

  const openTab = (next: PrepareTab) => {
    const changed = new URLSearchParams(params);
    if (next === 'bulk') changed.delete('tab');
    else changed.set('tab', next);
    setParams(changed, { replace: true });
  };
  const review = (listingId: string | undefined) => {
    if (listingId) setFocus(listingId);
    openTab('review');
  };
  const publish = (request: PublishListingsRequest) => void publisher.publish(request);
  const missingBeforehand =
    !publisher.missing && setup.data && !setup.data.ready ? setup.data.missing : null;

  return (
    <div data-testid="prepare-page">
      <PageHeader
        title="Prepare Listings"
        subtitle="Turn approved cards into eBay listings: prepare, check, edit and publish."
        extra={
          <Space wrap>
            <IfRouteAvailable to="/cards">
              <Button icon={<AppstoreOutlined />} onClick={() => navigate('/cards')}>
                All Cards
              </Button>
            </IfRouteAvailable>
            <IfRouteAvailable to="/dashboard">
              <Button icon={<DashboardOutlined />} onClick={() => navigate('/dashboard')}>
                Dashboard
              </Button>
            </IfRouteAvailable>
          </Space>
        }
      />
      {publisher.missing && (
        <SetupMissingAlert missing={publisher.missing} refused onClose={publisher.dismiss} />
      )}
      {missingBeforehand && <SetupMissingAlert missing={missingBeforehand} />}
      <PublishProgressPanel progress={publisher.progress} onClose={publisher.dismiss} />
      <Tabs
        activeKey={tab}
        onChange={(key) => openTab(key as PrepareTab)}
        destroyOnHidden
        items={[
          {
            key: 'bulk',
            label: 'Bulk Preparation',
            children: <BulkPreparationTab onPrepared={(ids) => review(ids[0])} />,
          },
          {
            key: 'review',
            label: (
              <Space size={6}>
                Review &amp; Edit
                <Badge count={listings.length} showZero={false} color="blue" />
              </Space>
            ),
            children: <ReviewTab focus={focus} publishing={publisher.busy} onPublish={publish} />,
          },
          {
            key: 'lots',
            label: 'Lots',
            children: (
              <LotsTab publishing={publisher.busy} onPublish={publish} onPrepared={review} />
            ),
          },
        ]}
      />
    </div>
  );
}
