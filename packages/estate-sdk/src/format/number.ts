const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/**
 * A finite number from a number or a plain decimal string (`'1250'`, `' 12.5 '`, `'-3'`); anything
 * else (NaN, Infinity, `''`, `'12abc'`, `'0x10'`, `'1e3'`, `'1,250'`, null, objects) is undefined.
 */
export function toFiniteNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (!DECIMAL.test(text)) return undefined;
  const number = Number(text);
  return Number.isFinite(number) ? number : undefined;
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * The `Intl.NumberFormat` of `locale` and `options`: number formats are costly to build, so each is
 * built once, on first use (never at import), and shared. Use it rather than `new Intl.NumberFormat`.
 */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formatters.set(key, format);
  }
  return format;
}

/** A number with grouping and at most `maxDigits` decimals (`1,250.5`); `-0` reads `0`. */
export function formatDecimal(value: number, maxDigits: number, locale = 'en-US'): string {
  return numberFormat(locale, { maximumFractionDigits: maxDigits }).format(value + 0);
}

const MEGABYTE = 1024 * 1024;

/**
 * A size limit as the server words it in its messages: whole megabytes from 1 MB ('8 MB'), else
 * whole kilobytes ('512 KB', at least '1 KB'). Undefined for what is not a number of bytes.
 */
export function formatFileSize(bytes: unknown): string | undefined {
  if (typeof bytes !== 'number' || !Number.isFinite(bytes) || bytes < 0) return undefined;
  return bytes >= MEGABYTE ? `${Math.round(bytes / MEGABYTE)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
