import { FileImageOutlined } from '@ant-design/icons';
import { Flex, Image, theme } from 'antd';
import type { UprightTurn } from '@pennant/contracts';
import { useState, type CSSProperties, type ReactNode } from 'react';
import { fullSizeOpener } from './full-size-opener';

export interface CardPictureProps {
  src: string | null | undefined;
  alt: string;
  /** Size and shape of the box, e.g. `{ width: 64, height: 64 }` or `{ width: '100%', aspectRatio: '5 / 7' }`. */
  box: CSSProperties;
  /** `contain` shows the whole card (default); `cover` fills a thumbnail square. */
  fit?: 'contain' | 'cover';
  /** The full-size image, opened large (zoomable) on click when `src` is a thumbnail. */
  original?: string | null;
  /** 180 draws a photo taken upside down the right way up, here and opened large. */
  turn?: UprightTurn;
  /** With `original`: whether Tab stops on the photo (false leaves it to clicks and to focus moved in by a page). */
  tabbable?: boolean;
}

/** Stands an image upright: a CSS turn, so the stored photo stays as the dealer gave it. */
export function uprightStyle(turn: UprightTurn | undefined): CSSProperties {
  return turn === 180 ? { transform: 'rotate(180deg)' } : {};
}

/** The large view of a photo, turned as its thumbnail is (the viewer's own turn buttons still apply on top). */
export function uprightPreview(node: ReactNode, turn: UprightTurn | undefined): ReactNode {
  return turn === 180 ? <div style={uprightStyle(turn)}>{node}</div> : node;
}

/**
 * A card image on a soft background; an image icon when there is none (or it cannot be drawn, e.g. HEIC). With an
 * `original`, the photo is a button, for the mouse and the keyboard, that opens it full size.
 */
export function CardPicture({
  src,
  alt,
  box,
  fit = 'contain',
  original,
  turn,
  tabbable = true,
}: CardPictureProps) {
  const { token } = theme.useToken();
  // A file the browser cannot draw (damaged, or a format it does not know) shows the icon, not a broken image.
  const [unreadableSrc, setUnreadableSrc] = useState<string | null>(null);
  const unreadable = Boolean(src) && src === unreadableSrc;
  const markUnreadable = () => setUnreadableSrc(src ?? null);
  const style: CSSProperties = {
    objectFit: fit,
    background: token.colorFillTertiary,
    borderRadius: token.borderRadius,
    display: 'block',
    flex: 'none',
    ...box,
    ...uprightStyle(turn),
  };
  if (src && !unreadable && original) {
    return (
      <span
        {...fullSizeOpener(`Enlarge: ${alt}`, tabbable)}
        onClick={(event) => event.stopPropagation()}
        style={{ display: 'block', ...box }}
      >
        <Image
          src={src}
          alt={alt}
          loading="lazy"
          width="100%"
          height="100%"
          style={style}
          rootClassName="pennant-card-picture"
          preview={{
            src: original,
            mask: 'View full size',
            imageRender: (node) => uprightPreview(node, turn),
          }}
          onError={markUnreadable}
        />
      </span>
    );
  }
  if (src && !unreadable)
    return <img src={src} alt={alt} style={style} loading="lazy" onError={markUnreadable} />;
  return (
    <Flex
      align="center"
      justify="center"
      style={style}
      role="img"
      aria-label={`${alt} (no preview)`}
    >
      <FileImageOutlined style={{ fontSize: 28, color: token.colorTextTertiary }} />
    </Flex>
  );
}
