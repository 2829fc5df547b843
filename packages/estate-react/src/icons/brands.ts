/**
 * Brand marks for the social links and the WhatsApp share, which Lucide does not draw, in its style
 * (24 px grid, 2 px round stroke, currentColor). Decorative: the link carries the network's name.
 */
import { createIcon } from './Icon.js';

export const FacebookIcon = /* @__PURE__ */ createIcon('Facebook', [["path", {"d": "M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z"}]]);
export const XIcon = /* @__PURE__ */ createIcon('XLogo', [["path", {"d": "M4 4l11.733 16H20L8.267 4z"}], ["path", {"d": "M4 20l6.768-6.768M13.232 10.768L20 4"}]]);
export const InstagramIcon = /* @__PURE__ */ createIcon('Instagram', [["rect", {"x": "2", "y": "2", "width": "20", "height": "20", "rx": "5"}], ["circle", {"cx": "12", "cy": "12", "r": "4"}], ["path", {"d": "M17.5 6.5h.01"}]]);
export const ThreadsIcon = /* @__PURE__ */ createIcon('Threads', [["path", {"d": "M19 7.5C17.667 4.5 15.333 3 12 3 7 3 4 5.5 4 12s3.5 9 8 9 7-3 7-5-1-5-7-5c-2.5 0-3 1.25-3 2.5C9 15 10 16 11.5 16c2.5 0 3.5-1.5 3.5-5s-2-4-3-4-1.833.333-2.5 1"}]]);
export const WhatsAppIcon = /* @__PURE__ */ createIcon('WhatsApp', [["path", {"d": "M3 21l1.65-3.8a9 9 0 1 1 3.4 2.9L3 21"}], ["path", {"d": "M9 10a.5.5 0 0 0 1 0V9a.5.5 0 0 0-1 0v1a5 5 0 0 0 5 5h1a.5.5 0 0 0 0-1h-1a.5.5 0 0 0 0 1"}]]);
