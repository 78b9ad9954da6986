import { Button, Flex } from 'antd';
import { useEffect, useRef } from 'react';

/** How far below the screen the end of the drawn tiles starts drawing more, so scrolling rarely waits. */
const DRAW_AHEAD_MARGIN = '600px';

export interface MoreTilesProps {
  /** Tiles of the queue not drawn yet. */
  left: number;
  /** How many a step draws. */
  step: number;
  onMore: () => void;
}

/**
 * The end of the drawn tiles: more are drawn as the dealer scrolls near it, or at once with the button (which the
 * keyboard and a screen reader reach too).
 */
export function MoreTiles({ left, step, onMore }: MoreTilesProps) {
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = end.current;
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onMore();
      },
      { rootMargin: DRAW_AHEAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [onMore, left]);
  return (
    <Flex ref={end} justify="center" style={{ margin: '24px 0' }} data-testid="more-tiles">
      <Button onClick={onMore}>
        Show {Math.min(step, left)} more ({left.toLocaleString('en-US')} not shown)
      </Button>
    </Flex>
  );
}
