import { clsx } from 'clsx';
import type { CSSProperties } from 'react';

/** A shimmering placeholder of the shape of what is loading. */
export function Skeleton({ className, width, height, radius, style }: { className?: string; width?: CSSProperties['width']; height?: CSSProperties['height']; radius?: CSSProperties['borderRadius']; style?: CSSProperties }) {
  return <span aria-hidden className={clsx('est-skeleton', className)} style={{ width, height, borderRadius: radius, ...style }} />;
}

/** A line of placeholder text: its width and height. */
export type SkeletonLine = readonly [width: CSSProperties['width'], height: CSSProperties['height']];

export interface AvatarSkeletonRowsProps {
  count: number;
  /** The row element: `li` inside a list, `div` elsewhere. */
  as?: 'li' | 'div';
  className: string;
  /** The round avatar's size in pixels. */
  avatar: number;
  /** The lines of text beside the avatar; a function gives each row its own. */
  lines: readonly SkeletonLine[] | ((index: number) => readonly SkeletonLine[]);
  /** The element and class that hold the lines; without a class they sit in the row itself. */
  linesAs?: 'span' | 'div';
  linesClassName?: string;
}

/** The rows of a list of people or comments while it loads: a round avatar and the text beside it, each marked `data-skeleton`. */
export function AvatarSkeletonRows({ count, as: Row = 'li', className, avatar, lines, linesAs: Lines = 'span', linesClassName }: AvatarSkeletonRowsProps) {
  return (
    <>
      {Array.from({ length: count }, (_, index) => {
        const text = (typeof lines === 'function' ? lines(index) : lines).map(([width, height], line) => <Skeleton key={line} width={width} height={height} />);
        return (
          <Row key={index} className={className} data-skeleton>
            <Skeleton width={avatar} height={avatar} radius="50%" />
            {linesClassName ? <Lines className={linesClassName}>{text}</Lines> : text}
          </Row>
        );
      })}
    </>
  );
}
