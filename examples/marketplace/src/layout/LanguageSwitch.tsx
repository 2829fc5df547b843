import { useId, useState } from 'react';
import { Languages } from 'lucide-react';
import type { EstateLocale } from '@estate/react';
import { SUPPORTED_LOCALES, useLocale } from '../app/i18n/locale';
import { useAppText } from '../app/i18n/AppText';
import { appMessageTables } from '../app/i18n/messages';

/**
 * English, Français or Kiswahili for every text, date and number; remembered on this device. A
 * native select: three languages (and more to come) in one control, each named in its own
 * language (`lang` on each option), which a phone shows as its own picker. The switch happens once
 * the language's texts are in (`useLocale`), the select showing the choice meanwhile.
 */
export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const text = useAppText();
  const [locale, setLocale] = useLocale();
  const [choosing, setChoosing] = useState<EstateLocale>();
  const id = useId();
  const choose = (next: EstateLocale) => {
    setChoosing(next);
    setLocale(next).then(
      () => setChoosing(undefined),
      // The texts could not be fetched (offline): the language stays as it was.
      () => setChoosing(undefined),
    );
  };
  return (
    <div className="app-language" data-compact={compact || undefined}>
      <label htmlFor={id} className="app-language-label">
        <Languages size={compact ? 18 : 22} aria-hidden />
        <span className={compact ? 'est-visually-hidden' : undefined}>{text('language')}</span>
      </label>
      <select id={id} className="app-language-select" value={choosing ?? locale} aria-busy={choosing ? true : undefined} onChange={(event) => choose(event.target.value as EstateLocale)}>
        {SUPPORTED_LOCALES.map((option) => (
          <option key={option} value={option} lang={option}>
            {appMessageTables[option].languageName}
          </option>
        ))}
      </select>
    </div>
  );
}
