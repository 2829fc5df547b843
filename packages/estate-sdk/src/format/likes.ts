import { formatMessage, resolveMessages, type WithMessages } from '../messages.js';

/**
 * The like-count text of a property or reel card: '1 like', '{n} likes', and '' at 0 or less.
 * Only a real number counts: a string, NaN, Infinity, null or undefined gives ''. A fraction is
 * rounded down (a count is whole), and the number is written without grouping ('1234 likes'), as
 * the spec's 'N likes'.
 */
export function likesLabel(count: unknown, options: WithMessages = {}): string {
  if (typeof count !== 'number' || !Number.isFinite(count)) return '';
  const whole = Math.floor(count);
  if (whole <= 0) return '';
  const messages = resolveMessages(options.messages);
  return whole === 1 ? messages.likesOne : formatMessage(messages.likesMany, { count: whole });
}
