import type { Card, CardImage, UprightTurn } from '@pennant/contracts';
import { fullSizeOpener, uprightPreview, uprightStyle } from '@pennant/ui';
import { Flex, Grid, Image, theme, Typography } from 'antd';

function sideName(image: CardImage): string {
  return image.type.charAt(0).toUpperCase() + image.type.slice(1);
}

/** The card's own images, front first; the card's front URL alone when it has no image rows. */
export function photosOf(card: Card): { url: string; name: string; turn: UprightTurn }[] {
  const images = [...card.images].sort(
    (a, b) => Number(b.type === 'front') - Number(a.type === 'front'),
  );
  if (images.length > 0)
    return images.map((image) => ({
      url: image.url,
      name: sideName(image),
      turn: image.uprightTurn,
    }));
  const front = card.frontUrl ?? card.imageUrl;
  return front ? [{ url: front, name: 'Front', turn: card.imageTurn }] : [];
}

/**
 * The smallest a photo gets before the next wraps under it: large on a wide panel, two side by side on a phone so
 * the fields are not two screens below them.
 */
function photoBasis(phone: boolean): string {
  return phone ? '1 1 120px' : '1 1 200px';
}

/** The card's photos large, side by side; a click opens one full screen, where it zooms and turns. */
export function CardPhotos({ card }: { card: Card }) {
  const { token } = theme.useToken();
  const phone = Grid.useBreakpoint().sm === false;
  const photos = photosOf(card);
  if (photos.length === 0)
    return <Typography.Text type="secondary">No photos of this card.</Typography.Text>;
  return (
    <Image.PreviewGroup
      preview={{ imageRender: (node, { current }) => uprightPreview(node, photos[current]?.turn) }}
    >
      <Flex gap={12} wrap data-testid="card-edit-photos">
        {photos.map((photo) => (
          <figure
            key={photo.url}
            {...fullSizeOpener(`Zoom into the ${photo.name.toLowerCase()}`)}
            style={{ margin: 0, flex: photoBasis(phone), minWidth: 0 }}
          >
            <Image
              src={photo.url}
              alt={photo.name}
              width="100%"
              style={{
                aspectRatio: '5 / 7',
                objectFit: 'contain',
                background: token.colorFillTertiary,
                borderRadius: token.borderRadius,
                ...uprightStyle(photo.turn),
              }}
              preview={{ mask: 'Zoom' }}
            />
            <Typography.Text
              type="secondary"
              style={{ display: 'block', textAlign: 'center', fontSize: 12 }}
            >
              {photo.name}
            </Typography.Text>
          </figure>
        ))}
      </Flex>
    </Image.PreviewGroup>
  );
}
