import type { SVGProps } from 'react';

/** The four networks of a profile's links (spec §2), drawn inline: lucide has no brand marks. */
type IconProps = SVGProps<SVGSVGElement> & { size?: number };

const frame = ({ size = 16, ...props }: IconProps) => ({ width: size, height: size, viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false, ...props }) as const;

export function FacebookIcon(props: IconProps) {
  return (
    <svg {...frame(props)} fill="currentColor">
      <path d="M13.5 21v-7.5H16l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4c-.3 0-1.2-.1-2.2-.1-2.2 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21h3Z" />
    </svg>
  );
}

export function XIcon(props: IconProps) {
  return (
    <svg {...frame(props)} fill="currentColor">
      <path d="M17.8 3h3l-6.6 7.6L22 21h-6.1l-4.8-6.3L5.6 21h-3l7.1-8.1L2.2 3h6.2l4.3 5.7L17.8 3Zm-1 16.2h1.7L7.3 4.7H5.5l11.3 14.5Z" />
    </svg>
  );
}

export function InstagramIcon(props: IconProps) {
  return (
    <svg {...frame(props)} fill="none" stroke="currentColor" strokeWidth={2}>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
    </svg>
  );
}

export function ThreadsIcon(props: IconProps) {
  return (
    <svg {...frame(props)} fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round">
      <path d="M16.5 11.2c-.5-2.4-2.2-3.4-4.2-3.4-2.4 0-3.8 1.6-3.8 1.6" />
      <path d="M16.6 11.5c-3.4-.9-7.2-.3-7.2 2.3 0 1.5 1.3 2.3 2.8 2.2 2.6-.1 3.8-2 3.8-5" />
      <path d="M19.5 8.5C18.3 5.3 15.6 3 12 3 7 3 4 6.6 4 12s3 9 8 9c3.2 0 5.7-1.5 6.8-4.2" />
    </svg>
  );
}
