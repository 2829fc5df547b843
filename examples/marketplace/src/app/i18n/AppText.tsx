import { createContext, useContext, type ReactNode } from 'react';
import type { EstateLocale } from '@estate/react';
import { appMessageTables, en, type AppMessageKey, type AppMessages } from './messages';

const AppTextContext = createContext<AppMessages>(en);

/** The app's texts in `locale` for every screen below (the components' texts come from `EstateProvider`). */
export function AppTextProvider({ locale, children }: { locale: EstateLocale; children: ReactNode }) {
  return <AppTextContext.Provider value={appMessageTables[locale]}>{children}</AppTextContext.Provider>;
}

/** `text(key, values?)`: one of the app's texts in the chosen language, placeholders filled. */
export function useAppText(): (key: AppMessageKey, values?: Record<string, string | number>) => string {
  const table = useContext(AppTextContext);
  return (key, values) => table[key].replace(/\{(\w+)\}/g, (whole, name: string) => (values && name in values ? String(values[name]) : whole));
}
