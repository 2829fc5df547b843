export { createIcon, type IconComponent, type IconNode, type IconProps } from './Icon.js';
export * from './lucide.js';
