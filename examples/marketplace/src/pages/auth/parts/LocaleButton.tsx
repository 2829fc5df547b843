import { Languages } from 'lucide-react';
import type { EstateLocale } from '@estate/react';
import { useLocale } from '../../../app/i18n/locale';
import { useAppText } from '../../../app/i18n/AppText';
import { appMessageTables } from '../../../app/i18n/messages';

/** The other language, for visitors who are not signed in yet (the sidebar has its own). */
export function LocaleButton() {
  const text = useAppText();
  const [locale, setLocale] = useLocale();
  const other: EstateLocale = locale === 'en' ? 'fr' : 'en';
  const name = appMessageTables[other].languageName;
  return (
    // The name starts with what the button shows ('FR'), then says what it does (WCAG 2.5.3).
    <button type="button" className="est-icon-button app-auth-tool" lang={other} onClick={() => setLocale(other)} title={`${text('language')}: ${name}`}>
      <Languages size={18} aria-hidden />
      <span>{other.toUpperCase()}</span>
      <span className="est-visually-hidden">, {`${text('language')}: ${name}`}</span>
    </button>
  );
}
