/** Keys whose messages are not about one field, shown without a label. */
const UNLABELLED = new Set(['non_field_errors', 'detail']);

/**
 * How a field's name reads in a message: snake_case and dotted paths become words and the first
 * letter is capitalised ('email' → 'Email', 're_password' → 'Re password', 'order_data.email' →
 * 'Order data email'). The rest is kept as the server wrote it.
 */
export function fieldLabel(field: string): string {
  const words = field.replace(/[_.]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Every message text inside a value: a string, a list of them, or nested objects of them. */
function messagesOf(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() ? [value.trim()] : [];
  if (Array.isArray(value)) return value.flatMap(messagesOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(messagesOf);
  return [];
}

/**
 * A field-error body (`{field: [messages]}`, Django REST framework style) as one text (spec §5):
 * 'Field: messages' per field, a field's messages joined by a space, fields joined by ' | ', in
 * the body's order. `non_field_errors` and `detail` are shown without a label. Undefined when the
 * body holds no message at all (not an object, empty, or only non-text values).
 */
export function fieldErrorsMessage(body: unknown): string | undefined {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return undefined;
  const parts: string[] = [];
  for (const [field, value] of Object.entries(body)) {
    const texts = messagesOf(value);
    if (texts.length === 0) continue;
    parts.push(UNLABELLED.has(field) ? texts.join(' ') : `${fieldLabel(field)}: ${texts.join(' ')}`);
  }
  return parts.length > 0 ? parts.join(' | ') : undefined;
}
