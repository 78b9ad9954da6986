import { ClearOutlined, CloseOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { CARD_IMAGE_TYPES, type CardImageType } from '@pennant/contracts';
import { CardPicture } from '@pennant/ui';
import {
  App,
  Button,
  Card,
  Empty,
  Flex,
  Select,
  Space,
  Tag,
  theme,
  Tooltip,
  Typography,
} from 'antd';
import { useEffect, useLayoutEffect, useState } from 'react';
import {
  batchImageTypes,
  cardCountFor,
  PAIRING_OPTIONS,
  processesAsSeveralCards,
  rememberedPairing,
  rememberPairing,
  suggestPairing,
  type Pairing,
} from '../pairing';
import { batchStorage, EMPTY_STORAGE, storageProblems, type StorageInput } from '../storage';
import type { PendingImage } from '../use-intake-session';
import { BatchStorageFields } from './batch-storage-fields';
import { browserStorage } from '../../../shared/browser-storage';

const TYPE_OPTIONS = CARD_IMAGE_TYPES.map((type) => ({
  value: type,
  label: type.charAt(0).toUpperCase() + type.slice(1),
}));

export interface CurrentCardPanelProps {
  images: PendingImage[];
  busy: boolean;
  onTypeChange: (key: string, type: CardImageType) => void;
  /** The types of a stack of several cards, as its pairing makes them. */
  onStackTypes: (types: CardImageType[]) => void;
  onSetPrimary: (key: string) => void;
  onRemove: (key: string) => void;
  onProcessCard: () => void;
  /** One card per image or pair; `storage` is where the stack is kept, when the dealer said. */
  onProcessSeparately: (pairing: Pairing, storage: ReturnType<typeof batchStorage>) => void;
  onClear: () => void;
}

function PendingImageItem({
  image,
  onTypeChange,
  onSetPrimary,
  onRemove,
}: {
  image: PendingImage;
  onTypeChange: CurrentCardPanelProps['onTypeChange'];
  onSetPrimary: CurrentCardPanelProps['onSetPrimary'];
  onRemove: CurrentCardPanelProps['onRemove'];
}) {
  const { token } = theme.useToken();
  return (
    <div
      data-testid="pending-image"
      style={{
        border: `1px solid ${image.isPrimary ? token.colorPrimary : token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        padding: 8,
        position: 'relative',
      }}
    >
      <Button
        size="small"
        type="text"
        icon={<CloseOutlined />}
        aria-label={`Remove ${image.file.name}`}
        onClick={() => onRemove(image.key)}
        style={{
          position: 'absolute',
          top: 4,
          right: 4,
          zIndex: 1,
          background: token.colorBgContainer,
        }}
      />
      <CardPicture
        src={image.previewUrl}
        alt={image.file.name}
        box={{ width: '100%', aspectRatio: '5 / 7' }}
      />
      <Typography.Text
        ellipsis={{ tooltip: image.file.name }}
        style={{ display: 'block', fontSize: 12, margin: '6px 0' }}
      >
        {image.file.name}
      </Typography.Text>
      <Select
        size="small"
        value={image.type}
        options={TYPE_OPTIONS}
        onChange={(type) => onTypeChange(image.key, type)}
        aria-label={`Image type of ${image.file.name}`}
        style={{ width: '100%', marginBottom: 6 }}
      />
      {image.isPrimary ? (
        <Tag
          color="blue"
          icon={<StarFilled />}
          style={{ width: '100%', textAlign: 'center', margin: 0 }}
        >
          Primary
        </Tag>
      ) : (
        <Button size="small" block icon={<StarOutlined />} onClick={() => onSetPrimary(image.key)}>
          Set Primary
        </Button>
      )}
    </div>
  );
}

/**
 * The images waiting to be processed, with their types, the primary image and the process buttons.
 * One or two photos are one card (front and back); a bigger stack is many cards, paired the way
 * that fits (by name, the dealer's last choice, else scanner order), and "Process n cards" leads.
 */
export function CurrentCardPanel(props: CurrentCardPanelProps) {
  const { images, busy, onProcessCard, onProcessSeparately, onClear, onStackTypes } = props;
  const { modal } = App.useApp();
  const names = images.map((image) => image.file.name);
  const suggested = suggestPairing(names, rememberedPairing(browserStorage()));
  const [pairing, setPairing] = useState<Pairing>(suggested);
  useEffect(() => setPairing(suggested), [suggested]);
  const [storage, setStorage] = useState<StorageInput>(EMPTY_STORAGE);
  const storageInvalid = Object.keys(storageProblems(storage)).length > 0;
  const choosePairing = (choice: Pairing) => {
    setPairing(choice);
    rememberPairing(browserStorage(), choice);
  };

  const several = images.length > 1;
  const manyCards = processesAsSeveralCards(images.length);
  const cardCount = cardCountFor(names, pairing);
  // Each photo's type says what Pennant will make of it: a stack of several cards is paired on the server, so its
  // types follow the pairing (and again when photos are added or the pairing is changed). Before paint, so a front
  // never shows as "Back" for a frame.
  const namesKey = names.join('\n');
  useLayoutEffect(() => {
    if (manyCards) onStackTypes(batchImageTypes(namesKey.split('\n'), pairing));
  }, [manyCards, namesKey, pairing, onStackTypes]);
  const processEach = (
    // On a phone the pair is as wide as the panel and the long pairing label is cut short, not the page widened.
    <Space.Compact style={{ display: 'flex', maxWidth: '100%' }}>
      <Button
        type={manyCards ? 'primary' : 'default'}
        onClick={() => onProcessSeparately(pairing, batchStorage(storage))}
        disabled={busy || storageInvalid}
        loading={manyCards && busy}
      >
        {manyCards ? `Process ${cardCount} cards` : 'Process Each Separately'}
      </Button>
      <Select
        value={pairing}
        onChange={choosePairing}
        options={PAIRING_OPTIONS}
        aria-label="Pair fronts and backs"
        popupMatchSelectWidth={false}
        style={{ flex: '0 1 300px', minWidth: 0 }}
      />
    </Space.Compact>
  );
  // A stack made one card lists different cards as one: asked first, as it is not what the stack suggests.
  const processStackAsOne = () =>
    modal.confirm({
      title: `Make one card of ${images.length} photos?`,
      content:
        'Use this for photos of the same card: its front, back and close-ups. Photos of different cards would be listed as one card.',
      okText: 'Make one card',
      cancelText: 'Cancel',
      onOk: onProcessCard,
    });
  const processAsOne = (
    <Button
      type={manyCards ? 'default' : 'primary'}
      onClick={manyCards ? processStackAsOne : onProcessCard}
      disabled={images.length === 0 || (manyCards && busy)}
      loading={!manyCards && busy}
    >
      {several ? 'Process as Single Card' : 'Process Card'}
    </Button>
  );
  return (
    <Card
      title="Current Card"
      extra={
        images.length > 0 && (
          <Typography.Text type="secondary">
            {images.length} image{images.length === 1 ? '' : 's'}
          </Typography.Text>
        )
      }
      style={{ marginBottom: 16 }}
      data-testid="current-card-panel"
    >
      {images.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description="Add photos: one card's front and back, or a whole stack of scans."
        />
      ) : (
        <div
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
            gap: 12,
            marginBottom: 16,
          }}
        >
          {images.map((image) => (
            <PendingImageItem
              key={image.key}
              image={image}
              onTypeChange={props.onTypeChange}
              onSetPrimary={props.onSetPrimary}
              onRemove={props.onRemove}
            />
          ))}
        </div>
      )}
      {several && <BatchStorageFields value={storage} onChange={setStorage} disabled={busy} />}
      <Flex wrap gap={8} align="center">
        {manyCards ? processEach : processAsOne}
        {several && (manyCards ? processAsOne : processEach)}
        <Button icon={<ClearOutlined />} onClick={onClear} disabled={images.length === 0 || busy}>
          Clear
        </Button>
        {several && !manyCards && (
          <Tooltip title="How many cards Process Each Separately makes">
            <Typography.Text type="secondary">
              → {cardCount} card{cardCount === 1 ? '' : 's'}
            </Typography.Text>
          </Tooltip>
        )}
      </Flex>
    </Card>
  );
}
