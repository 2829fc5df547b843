import { jsonLdText } from '@estate/sdk/structured-data';
import { useEffect } from 'react';

/**
 * One `<script type="application/ld+json">` per item, appended to `host` (the element, in the
 * page's light DOM: its shadow root has no slot, so they are never drawn), replaced when the items
 * change and removed on unmount, so an element taken off the page takes its JSON-LD with it.
 */
export function StructuredData({ host, items }: { host: HTMLElement; items: readonly unknown[] }) {
  const texts = items.map(jsonLdText);
  const key = JSON.stringify(texts);
  useEffect(() => {
    const scripts = (JSON.parse(key) as string[]).map((text) => {
      const script = document.createElement('script');
      script.type = 'application/ld+json';
      script.dataset.estateStructuredData = '';
      script.textContent = text;
      return script;
    });
    host.append(...scripts);
    return () => {
      for (const script of scripts) script.remove();
    };
  }, [host, key]);
  return null;
}
