import { Languages } from 'lucide-react';
import type { EstateLocale } from '@estate/react';
import { useLocale } from '../app/i18n/locale';
import { useAppText } from '../app/i18n/AppText';
import { appMessageTables } from '../app/i18n/messages';

/** English or French for every text, date and number; remembered on this device. */
export function LanguageSwitch() {
  const text = useAppText();
  const [locale, setLocale] = useLocale();
  const other: EstateLocale = locale === 'en' ? 'fr' : 'en';
  const otherName = appMessageTables[other].languageName;
  return (
    <button type="button" className="app-nav-item" lang={other} onClick={() => setLocale(other)} aria-label={`${text('language')}: ${otherName}`}>
      <Languages size={22} aria-hidden />
      <span>{otherName}</span>
    </button>
  );
}
