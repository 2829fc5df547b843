import type { SVGProps } from 'react';

/** A drawing: SVG elements and their attributes, in a 24 px box (Lucide's shape). */
export type IconNode = [tag: string, attributes: Record<string, string>][];

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'ref'> {
  /** Width and height in pixels (24 by default). */
  size?: number | string;
}

/** An icon component of the kit's set (what `lucide-react`'s `LucideIcon` was). */
export type IconComponent = ((props: IconProps) => React.JSX.Element) & { displayName?: string };

/**
 * One of the kit's icons (issue 25): Lucide's look (24 px grid, 2 px round stroke, currentColor),
 * drawn from the data in `lucide.ts` without the 51 MB package. Decorative unless given a name:
 * `aria-hidden` unless `aria-label`, `aria-labelledby` or `title` is passed.
 */
export function createIcon(name: string, node: IconNode): IconComponent {
  const slug = name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').replace(/([a-zA-Z])([0-9])/g, '$1-$2').toLowerCase();
  function Icon({ size = 24, strokeWidth = 2, className, ...props }: IconProps) {
    const named = props['aria-label'] !== undefined || props['aria-labelledby'] !== undefined || props.role !== undefined;
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={className ? `est-icon est-icon-${slug} ${className}` : `est-icon est-icon-${slug}`}
        aria-hidden={named ? undefined : true}
        {...props}
      >
        {node.map(([tag, attributes], index) => {
          const Tag = tag as 'path';
          return <Tag key={index} {...attributes} />;
        })}
      </svg>
    );
  }
  Icon.displayName = name;
  return Icon;
}
