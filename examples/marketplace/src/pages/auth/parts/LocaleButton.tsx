import { LanguageSwitch } from '../../../layout/LanguageSwitch';

/** The language, for visitors who are not signed in yet (the sidebar has its own): the same select, compact. */
export function LocaleButton() {
  return <LanguageSwitch compact />;
}
